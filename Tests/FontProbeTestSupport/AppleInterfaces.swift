import Foundation
import Testing

/// The interfaces of Apple's CoreText, UIKit and SwiftUI that generated code uses
/// (Tests/AppleInterfaces), compiled into modules once per test process so that `swiftc -typecheck
/// -I directory` checks the code's `#if canImport(UIKit)` and `#if canImport(SwiftUI)` parts on
/// Linux: every name, label and type against Apple's documented signatures. Availability and
/// platform guards are not checked this way (the compiler targets Linux).
enum AppleInterfaces {
    /// The folder holding CoreText, UIKit and SwiftUI modules, or why it could not be made.
    static let directory: Result<String, InterfaceError> = {
        guard let swiftc = swiftc else { return .failure(InterfaceError(message: "swiftc is not on the PATH")) }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontprobe-apple-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            for module in ["CoreText", "UIKit", "SwiftUI"] {
                let source = Repository.root.appendingPathComponent("Tests/AppleInterfaces/\(module).swift").path
                let run = try ProcessRun.compiler(
                    swiftc,
                    [
                        "-parse-as-library", "-emit-module", "-module-name", module, source, "-emit-module-path",
                        output.appendingPathComponent("\(module).swiftmodule").path, "-I", output.path,
                    ])
                guard run.status == 0 else {
                    return .failure(InterfaceError(message: "\(module): \(run.stderr)"))
                }
            }
        } catch {
            return .failure(InterfaceError(message: "\(error)"))
        }
        return .success(output.path)
    }()

    /// `swiftc` from the PATH.
    static var swiftc: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
            .first(where: FileManager.default.isExecutableFile)
    }

    struct InterfaceError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
