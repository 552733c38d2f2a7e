# Homebrew formula (docs/install.md#homebrew): `brew install OWNER/fontprobe/fontprobe` after
# `brew tap OWNER/fontprobe https://github.com/OWNER/fontprobe`. A release updates `url` and `sha256`
# (docs/install.md#publishing-a-release).
class Fontprobe < Formula
  desc "Predict how UIKit lays out text set in a font file, from the font's own tables"
  homepage "https://github.com/OWNER/fontprobe"
  url "https://github.com/OWNER/fontprobe/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/OWNER/fontprobe.git", branch: "main"

  depends_on "pkgconf" => :build
  # Package.swift needs Swift 6.2: Xcode 26 on macOS, the swift formula on Linux.
  depends_on xcode: ["26.0", :build]
  depends_on "freetype"
  depends_on "libpng"

  uses_from_macos "swift" => :build

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "fontprobe"
    bin.install ".build/release/fontprobe"
    generate_completions_from_executable(bin/"fontprobe", "--generate-completion-script")
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/fontprobe --version")
    font = OS.mac? ? "/System/Library/Fonts/Helvetica.ttc" : nil
    if font && File.exist?(font)
      output = shell_output("#{bin}/fontprobe metrics #{font} --face 0 --size 17 --scale 3 --format json")
      assert_match "\"unitsPerEm\" : 2048", output
    end
    # A file that is not a font is refused with exit code 2 and one line naming it.
    (testpath/"not-a-font.ttf").write "not a font"
    assert_match "not-a-font.ttf", shell_output("#{bin}/fontprobe metrics #{testpath}/not-a-font.ttf 2>&1", 2)
  end
end
