/// The version of fontprobe, shown by `--version` and written into SARIF reports.
package enum FontProbeVersion {
    package static let current = "0.1.0"
}
