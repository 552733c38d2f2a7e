/// The version of fontprobe, shown by `--version` and written into SARIF reports.
public enum FontProbeVersion {
    public static let current = "0.1.0"
}
