/// A comma-separated list of axis settings as given on the command line: `wght=700,wdth=87.5`.
package struct AxisSettingList: Sendable {
    package var settings: [AxisSetting]

    /// `nil` unless every item is a four-letter tag, `=` and a decimal number (``AxisSetting/list(_:)``).
    package init?(argument: String) {
        guard let settings = AxisSetting.list(argument) else { return nil }
        self.settings = settings
    }
}
