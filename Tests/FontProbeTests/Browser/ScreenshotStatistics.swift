import Foundation
import Testing

/// How light and how varied a screenshot is: enough to tell a page drawn in light or dark
/// colours from a blank one.
struct ScreenshotStatistics {
    var width: Int
    var height: Int
    /// The mean of the red, green and blue samples of every pixel, 0…255.
    var mean: Double
    /// Their standard deviation: near 0 for a blank screenshot.
    var deviation: Double

    /// The one place a screenshot is decoded: by `python3` with zlib, since the test target has
    /// no PNG decoder of its own; `nil` (and the caller checks less) without python3. Reads
    /// 8-bit RGB or RGBA PNGs, as Chromium writes them, undoing each row's filter.
    static func of(_ png: URL) throws -> ScreenshotStatistics? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        guard let python = directories.map({ "\($0)/python3" }).first(where: FileManager.default.isExecutableFile) else {
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", decoder, png.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.standardError
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "could not decode \(png.path)")
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard fields.count == 4 else { return nil }
        return ScreenshotStatistics(width: Int(fields[0]), height: Int(fields[1]), mean: fields[2], deviation: fields[3])
    }

    /// Prints "width height mean deviation" of the PNG named by argv[1].
    private static let decoder = """
        import struct, sys, zlib
        data = open(sys.argv[1], "rb").read()
        assert data[:8] == b"\\x89PNG\\r\\n\\x1a\\n", "not a PNG"
        pos, idat = 8, b""
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b"IHDR":
                width, height, depth, color = struct.unpack(">IIBB", body[:10])
            elif kind == b"IDAT":
                idat += body
            pos += 12 + length
        assert depth == 8 and color in (2, 6), "not 8-bit RGB(A)"
        bpp = 3 if color == 2 else 4
        raw = zlib.decompress(idat)
        stride = width * bpp
        prev = bytearray(stride)
        total = squares = count = 0
        for y in range(height):
            start = y * (stride + 1)
            kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                if kind == 1: line[i] = (line[i] + a) & 255
                elif kind == 2: line[i] = (line[i] + b) & 255
                elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            prev = line
            for i in range(0, stride, bpp):
                for v in line[i:i + 3]:
                    total += v
                    squares += v * v
                    count += 1
        mean = total / count
        print(width, height, mean, max(squares / count - mean * mean, 0) ** 0.5)
        """
}
