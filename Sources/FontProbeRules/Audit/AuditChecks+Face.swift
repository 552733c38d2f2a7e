import FontProbeModel

/// The single-face rules of `audit` (docs/commands/audit.md#rules): each a property of one face's
/// metrics that is `nil` when the face passes.
extension AuditChecks {
    /// One face's single-face rules; each is `nil` when the face passes.
    struct Face {
        var metrics: FontMetrics
        var resolved: ResolvedMetrics
        var checks: AuditChecks

        var unitsPerEm: Int { metrics.unitsPerEm }

        /// Ascender, descender read as a distance below the baseline (as CoreText does), line gap.
        static func normalized(_ hhea: HheaTable) -> [Int] { [hhea.ascender, -abs(hhea.descender), hhea.lineGap] }

        static func normalized(_ os2: OS2Table) -> [Int] {
            [os2.typoAscender, -abs(os2.typoDescender), os2.typoLineGap]
        }

        static func triple(_ hhea: HheaTable) -> String { "\(hhea.ascender)/\(hhea.descender)/\(hhea.lineGap)" }

        static func triple(_ os2: OS2Table) -> String {
            "\(os2.typoAscender)/\(os2.typoDescender)/\(os2.typoLineGap)"
        }
    }
}
