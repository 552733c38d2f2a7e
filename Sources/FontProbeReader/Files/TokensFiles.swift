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
    /// at most ``maximumListed``. Names are read as bytes (`readdir`, docs/fonts.md#file-names),
    /// so a folder whose name is not UTF-8 is found as it is, for `init` to say it cannot write it.
    package static func find(under directory: String, skipping: Set<String>) -> [String] {
        let root = directory.isEmpty ? "." : directory
        var found: [String] = []
        // The folders still to list, relative to `root`: depth first, without following symbolic links.
        var pending = [""]
        while let folder = pending.popLast() {
            let place = folder.isEmpty ? root : FileName.joined(root, folder)
            guard case .success(let names) = FontDiscovery.listDirectory(place) else { continue }
            for name in names where !FileName.isHidden(name) {
                let path = folder.isEmpty ? name : FileName.joined(folder, name)
                var info = stat()
                guard FileName.withCString(FileName.joined(root, path), { lstat($0, &info) }) == 0 else { continue }
                switch UInt32(info.st_mode) & 0o170000 {
                case 0o040000 where !skipping.contains(name): pending.append(path)
                case 0o100000 where isTokensFile(name): found.append(path)
                default: continue
                }
            }
        }
        return Array(found.sorted { $0.precedesInUTF8Order($1) }.prefix(maximumListed))
    }

    /// Whether `name` ends with one of ``suffixes``, in any case, after something.
    static func isTokensFile(_ name: String) -> Bool {
        let name = name.lowercased()
        return suffixes.contains { name.utf8.count > $0.utf8.count && name.utf8.reversed().starts(with: $0.utf8.reversed()) }
    }
}
