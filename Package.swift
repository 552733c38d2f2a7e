// swift-tools-version: 6.2
import PackageDescription

/// The project's own targets build without a warning (dependencies keep their own settings).
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "fontprobe",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "FontProbe", targets: ["FontProbe"]),
        .executable(name: "fontprobe", targets: ["fontprobe-cli"]),
        .plugin(name: "FontprobeCheckPlugin", targets: ["FontprobeCheckPlugin"]),
        .plugin(name: "FontprobeSwiftPlugin", targets: ["FontprobeSwiftPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .target(
            name: "FontProbe", dependencies: ["CFreeType", "CLibPNG", .product(name: "Yams", package: "Yams")],
            exclude: ["Rendering/LegendFont-LICENSE.txt"], swiftSettings: strict),
        .executableTarget(
            name: "fontprobe-cli",
            dependencies: [
                "FontProbe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "FontProbeTests", dependencies: ["FontProbe"],
            exclude: ["CodeGeneration/Golden", "Reporting/Golden", "Rendering/Golden"],
            swiftSettings: strict),
        // `swift package fontprobe-check` (docs/commands/check.md#in-a-swift-package).
        .plugin(
            name: "FontprobeCheckPlugin",
            capability: .command(
                intent: .custom(
                    verb: "fontprobe-check",
                    description: "Run fontprobe check with the package's fontprobe.yml")),
            dependencies: ["fontprobe-cli"]
        ),
        // Fonts.swift from fontprobe.yml at build time (docs/commands/swift.md#in-a-swift-package).
        .plugin(name: "FontprobeSwiftPlugin", capability: .buildTool(), dependencies: ["fontprobe-cli"]),
    ]
)
