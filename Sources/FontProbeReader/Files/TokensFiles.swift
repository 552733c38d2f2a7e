import FontProbeModel
import Foundation

/// The design tokens files under a directory, which `fontprobe init` offers as `styles:`
/// (docs/commands/init.md#what-it-writes): names ending in `.tokens.json`, `.tokens.yaml` or
/// `.tokens.yml`, outside hidden directories and the `skipping` ones (another package's or a
/// build's), found without following symbolic links.
package enum TokensFiles {
    /// The endings of a design tokens file's name, as the DTCG format and Tokens Studio name them.
    package static let suffixes = [".tokens.json", ".tokens.yaml", ".tokens.yml"]

    /// At most this many are listed: a starter is read by a person.
    package static let maximumListed = 20

    /// The paths relative to `directory` (`.` when empty), `/`-separated, in UTF-8 byte order;
    /// at most ``maximumListed``.
    package static func find(under directory: String, skipping: Set<String>) -> [String] {
        let root = URL(fileURLWithPath: directory.isEmpty ? "." : directory, isDirectory: true)
        guard
            let walk = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey],
                options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return [] }
        var found: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in walk {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
            if values?.isDirectory == true {
                if skipping.contains(url.lastPathComponent) { walk.skipDescendants() }
                continue
            }
            let name = url.lastPathComponent.lowercased()
            guard values?.isRegularFile == true, suffixes.contains(where: { name.hasSuffix($0) && name.count > $0.count })
            else { continue }
            let path = url.standardizedFileURL.path
            found.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : url.lastPathComponent)
        }
        return Array(found.sorted { $0.precedesInUTF8Order($1) }.prefix(maximumListed))
    }
}
