import FontProbeModel
import FontProbeOutput
import FontProbeReader
import FontProbeRules
import Foundation

/// `fontprobe code`: each platform's code for the fonts and text styles of the tokens
/// (docs/commands/code.md): Swift for iOS (`fontprobe swift`, ``SwiftRun``), Kotlin and XML for
/// Android, CSS for the web, Dart (and pubspec.yaml's fonts) for Flutter. One platform's file is the report (stdout or `-o FILE`); into a directory, every file of
/// every platform asked for.
package struct CodeRun: Sendable {
    /// The fonts, configuration, names and access level, as `fontprobe swift` takes them.
    package var swift: SwiftRun
    /// The platforms to write code for, each once, in the order asked.
    package var platforms: [Platform]
    /// The Kotlin file's package, whose `R` holds the fonts; `nil` for none.
    package var kotlinPackage: String?
    /// The directory to write every file into; `nil` writes the one platform's main file as the report.
    package var directory: String?

    package init(_ swift: SwiftRun, platforms: [Platform], kotlinPackage: String? = nil, directory: String? = nil) {
        self.swift = swift
        self.platforms = platforms
        self.kotlinPackage = kotlinPackage
        self.directory = directory
    }

    /// Whether `-o` names a directory: several platforms write several files, and a path that is a
    /// directory, or ends in `/`, is one.
    package static func writesDirectory(_ output: String?, platforms: [Platform]) -> Bool {
        guard let output, output != "-" else { return false }
        var isDirectory: ObjCBool = false
        return platforms.count > 1 || FileName.endsWithSlash(output)
            || (FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    /// What the platforms and the output cannot do together.
    /// - Throws: ``UsageError`` for several platforms to one stream, or a
    ///   Kotlin package that is not dotted Kotlin names (`com.example.app`), or, for Android, a
    ///   `name` that would hide a name the Kotlin uses (`--name R` makes `R.font` the object's).
    package static func check(
        platforms: [Platform], output: String?, kotlinPackage: String? = nil, name: String? = nil
    ) throws(UsageError) {
        if platforms.contains(.android), let name, KotlinFontsGenerator.namesTheGeneratedCodeUses.contains(name) {
            throw UsageError(
                "--name \(name) would hide the \(name) that Fonts.kt uses, and it would not compile: choose another name.")
        }
        if platforms.contains(.flutter), let name, name.hasPrefix("_") {
            throw UsageError(
                "--name \(name) would make the Dart classes private to their file (a leading _), so no app could use them: "
                    + "choose another name.")
        }
        if let kotlinPackage {
            let parts = kotlinPackage.split(separator: ".", omittingEmptySubsequences: false)
            let valid = parts.allSatisfy { part in
                guard let first = part.first, first.isASCII, first.isLetter || first == "_" else { return false }
                return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                    && !KotlinFontsGenerator.keywords.contains(String(part))
            }
            guard valid else {
                throw UsageError(
                    "--package \(Limits.shown(kotlinPackage)) is no Kotlin package: write dotted names, such as com.example.app.")
            }
        }
        if platforms.count > 1 && (output == nil || output == "-") {
            throw UsageError(
                "--platform \(platforms.map(\.rawValue).joined(separator: ",")) writes a file each: give -o DIRECTORY.")
        }
    }

    package func run() async -> RunOutcome {
        await RunLog.outcome { log throws(ExitStatus) in
            let inputs = try swift.inputs(log)
            let files = try self.files(inputs, log)
            guard let directory else { return (files.first?.bytes, .success) }
            try write(files, into: directory, log)
            return (nil, .success)
        }
    }

    /// Each platform's files, in the order of the platforms: the first is the platform's main file.
    private func files(_ inputs: SwiftRun.Inputs, _ log: RunLog) throws(ExitStatus) -> [(name: String, bytes: Data)] {
        var files: [(name: String, bytes: Data)] = []
        for platform in platforms {
            switch platform {
            case .ios:
                files.append(("\(swift.name).swift", Data(try swift.swift(inputs, log).utf8)))
            case .android:
                try refuseSharedNames(inputs.faces, AndroidSpecCode.resourceName, as: { "res/font/\($0)" }, log)
                let kotlin = KotlinFontsGenerator(name: swift.name, kotlinPackage: kotlinPackage)
                let styles = inputs.layouts(on: .android)
                files.append(("\(swift.name).kt", Data(kotlin.kotlin(faces: inputs.faces, styles: styles).utf8)))
                if let xml = kotlin.textAppearances(styles: styles) {
                    files.append(("text_appearances.xml", Data(xml.utf8)))
                }
            case .web:
                files.append(("fonts.css", Data(WebSpecCode.stylesheet(inputs.layouts(on: .web)).utf8)))
            case .flutter:
                try refuseSharedNames(inputs.faces, FlutterSpecCode.assetPath, as: { "\($0) in pubspec.yaml" }, log)
                let dart = FlutterFontsGenerator(name: swift.name)
                files.append((dart.fileName, Data(dart.dart(faces: inputs.faces, styles: inputs.layouts(on: .flutter)).utf8)))
                files.append(("pubspec_fonts.yaml", Data(dart.pubspec(faces: inputs.faces).utf8)))
            }
        }
        return files
    }

    /// Writes each file into `directory`, made if missing, each whole or not at all.
    /// Exit 64 where two of the files of `faces` get one name in the app (``FaceDeclaration/sharedName(_:_:)``),
    /// `place` saying where ("res/font/lato_bold"): it holds one file, so one of the two would be
    /// lost and both families would load the other.
    private func refuseSharedNames(
        _ faces: [FontFace], _ name: (String) -> String, as place: (String) -> String, _ log: RunLog
    ) throws(ExitStatus) {
        guard let (first, second, named) = FaceDeclaration.sharedName(faces.map(\.path), name) else { return }
        log.error(
            "'\(FileName.displayed(first))' and '\(FileName.displayed(second))' would both be \(place(named)): rename one of them."
        )
        throw .usage
    }

    private func write(_ files: [(name: String, bytes: Data)], into directory: String, _ log: RunLog) throws(ExitStatus) {
        let folder = FileName.endsWithSlash(directory) ? String(decoding: directory.utf8.dropLast(), as: UTF8.self) : directory
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            log.error("cannot write '\(FileName.displayed(folder))': \(SystemReason.of(error, writing: folder))")
            throw .cannotWrite
        }
        for file in files {
            let path = FileName.joined(folder, file.name)
            do {
                try AtomicFile.replace(path, with: file.bytes)
            } catch {
                log.error("cannot write '\(FileName.displayed(path))': \(SystemReason.of(error, writing: path))")
                throw .cannotWrite
            }
        }
    }
}
