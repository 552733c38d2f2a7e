import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// SARIF artifact URIs name the file itself (docs/fonts.md#file-names): each byte of the path
/// percent-encoded but the unreserved ones, a byte that is not UTF-8 as that byte. Expected values
/// by hand from RFC 3986: é in UTF-8 is C3 A9; the Latin-1 é is the one byte E9.
struct SARIFURITests {
    @Test func bytesAreEncodedOneByOne() {
        #expect(SARIFReporter.uri("Fonts/Brand Bold.ttf") == "Fonts/Brand%20Bold.ttf")
        #expect(SARIFReporter.uri("Fonts/caf\u{E9}.ttf") == "Fonts/caf%C3%A9.ttf")
        #expect(SARIFReporter.uri(FileName.decode(Array("F/caf".utf8) + [0xE9] + Array(".ttf".utf8))) == "F/caf%E9.ttf")
        #expect(SARIFReporter.uri("c:d/x#y?.ttf") == "c%3Ad/x%23y%3F.ttf")
        #expect(SARIFReporter.uri("/abs/a.ttf") == "file:///abs/a.ttf")
    }
}
