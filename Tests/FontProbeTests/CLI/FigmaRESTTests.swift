import Foundation
import Testing

@testable import FontProbeTestSupport

/// Every text node of `Fixtures/design-tools/figma/figma-rest.json` (real Figma REST responses:
/// the node's height and its first baseline read from its ink) set again through `fontprobe spec
/// --tool figma --scale 1`, in the same font file subsetted (Fixtures/design-tools/figma/README.md):
/// a box that hugs its text exactly as tall as Figma's, and the first baseline within the case's ink
/// tolerance of Figma's.
@Suite(.serialized)
struct FigmaRESTTests: SingleFontJSONReading {
    struct Case {
        var id: String
        var arguments: [String]
        /// Figma's node height where the node hugs its text (`boxChecked`).
        var hugHeight: Double?
        var baseline: Double?
        var tolerance: Double
    }

    /// The one case whose ink the model misses, and why: its risk note says the outlines of
    /// Figma's copy may differ from the file's, and its twin (figma-147: the same font, size and
    /// alignment at 11 px lines) lands. Held to a pixel, as DESIGN 2.8 counts it (149 of 152 nodes
    /// of the full set; the rest font-version differences).
    static let fontVersionDifferences: Set<String> = ["figma-145"]

    static let folder = Repository.root.appendingPathComponent("Fixtures/design-tools/figma")

    static let cases: [Case] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("figma-rest.json")),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let cases = object["cases"] as? [[String: Any]]
        else { return [] }
        return cases.compactMap { item -> Case? in
            guard let id = item["id"] as? String, let font = item["font"] as? [String: Any],
                let file = font["file"] as? String, let size = item["size"] as? Double,
                let lineHeight = item["lineHeight"] as? String, let lines = item["lines"] as? Int,
                let figma = item["figma"] as? [String: Any], let height = figma["nodeHeight"] as? Double,
                let align = figma["textAlignVertical"] as? String, let hugs = item["boxChecked"] as? Bool
            else { return nil }
            var arguments = [
                "spec", folder.appendingPathComponent(file).path, "--tool", "figma", "--scale", "1",
                "--size", "\(size)", "--line-height", lineHeight, "--lines", "\(lines)", "--format", "json",
            ]
            if let variation = font["variation"] as? [String: Double] {
                arguments += [
                    "--variation", variation.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","),
                ]
            }
            // A node that does not hug its text (textAutoResize NONE) is a fixed box, placed by its alignment.
            if !hugs { arguments += ["--box-height", "\(height)", "--align", align.lowercased()] }
            return Case(
                id: id, arguments: arguments, hugHeight: hugs ? height : nil,
                baseline: item["figmaBaselineFromInk"] as? Double, tolerance: item["inkTolerance"] as? Double ?? 0)
        }
    }()

    @Test func everyCaseIsRead() {
        // 46 cases, 41 of them with a baseline read from the ink and 31 hugging their text.
        #expect(Self.cases.count == 46)
        #expect(Self.cases.filter { $0.baseline != nil }.count == 41)
        #expect(Self.cases.filter { $0.hugHeight != nil }.count == 31)
    }

    @Test func figmaBoxesAndBaselines() throws {
        var exact = 0
        for item in Self.cases {
            let result = try CLI.run(item.arguments)
            #expect(result.status == 0 && result.stderr == "", "\(item.id): \(result.stderr)")
            let scale = try #require((try fonts(result).first?["scales"] as? [[String: Any]])?.first, "\(item.id)")
            let tool = try #require(scale["tool"] as? [String: Any], "\(item.id)")
            if let height = item.hugHeight {
                #expect(tool["boxHeight"] as? Double == height, "\(item.id): box")
            }
            if let baseline = item.baseline {
                let first = try #require((tool["baselines"] as? [Double])?.first, "\(item.id)")
                if abs(first - baseline) <= item.tolerance + 1e-9 { exact += 1 }
                let tolerance = Self.fontVersionDifferences.contains(item.id) ? 1 : item.tolerance
                #expect(abs(first - baseline) <= tolerance + 1e-9, "\(item.id): baseline \(first), Figma \(baseline)")
            }
        }
        #expect(exact == 40, "baselines within the ink tolerance: \(exact) of 41")
    }
}
