// swift-tools-version: 6.1
import PackageDescription

/// fontprobe's two SwiftPM plugins on a prebuilt binary (docs/install.md#the-artifact-bundle): a
/// package that uses them compiles none of fontprobe's sources. `make artifactbundle` assembles this
/// package, with the plugins' sources and the bundle beside this file, in .build/fontprobe-plugins;
/// a release publishes the bundle as a zip and points `url:` and `checksum:` at it instead of `path:`.
let package = Package(
    name: "fontprobe-plugins",
    products: [
        .plugin(name: "FontprobeCheckPlugin", targets: ["FontprobeCheckPlugin"]),
        .plugin(name: "FontprobeSwiftPlugin", targets: ["FontprobeSwiftPlugin"]),
    ],
    targets: [
        // The fontprobe executable, one variant per platform (SE-0305).
        .binaryTarget(name: "fontprobe", path: "fontprobe.artifactbundle"),
        // `swift package fontprobe-check` (docs/commands/check.md#in-a-swift-package).
        .plugin(
            name: "FontprobeCheckPlugin",
            capability: .command(
                intent: .custom(
                    verb: "fontprobe-check",
                    description: "Run fontprobe check with the package's fontprobe.yml")),
            dependencies: ["fontprobe"]
        ),
        // Fonts.swift from fontprobe.yml at build time (docs/commands/swift.md#in-a-swift-package).
        .plugin(name: "FontprobeSwiftPlugin", capability: .buildTool(), dependencies: ["fontprobe"]),
    ]
)
