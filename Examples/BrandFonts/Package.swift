// swift-tools-version: 6.2
import PackageDescription

/// An app's brand fonts as a library: the FontprobeSwiftPlugin generates Fonts.swift from
/// fontprobe.yml at build time, and `swift package fontprobe-check` checks the fonts against
/// fontprobe.lock.json (README.md).
let package = Package(
    name: "BrandFonts",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "BrandFonts", targets: ["BrandFonts"])
    ],
    dependencies: [
        .package(name: "fontprobe", path: "../..")
    ],
    targets: [
        .target(
            name: "BrandFonts",
            plugins: [.plugin(name: "FontprobeSwiftPlugin", package: "fontprobe")]
        ),
        .testTarget(name: "BrandFontsTests", dependencies: ["BrandFonts"]),
    ]
)
