#!/usr/bin/env bash
# Runs every command of fontprobe in every output format on every fixture and writes what each
# printed (stdout, stderr, exit status, and any file it wrote) under OUT, one file per run. Run it
# before and after a change that must not change any output, then `diff -r` the two folders
# (docs/architecture.md#changing-the-code-without-changing-the-output).
#
# usage: Scripts/output-snapshot.sh FONTPROBE_BINARY OUT
set -u
binary=$(realpath "$1")
out=$(realpath -m "$2")
root=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$out"
mkdir -p "$out"
cd "$root"

# One run: NAME, then the arguments. A file written with -o @FILE@ is written at one fixed path
# (some outputs name it) and moved to $out/NAME.file.
scratch=$(mktemp -d /tmp/fontprobe-snapshot.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
run() {
    local name=$1
    shift
    local args=()
    for arg in "$@"; do args+=("${arg//@FILE@/$scratch/output}"); done
    "$binary" "${args[@]}" >"$out/$name.out" 2>"$out/$name.err" </dev/null
    echo $? >"$out/$name.status"
    if [ -e "$scratch/output" ]; then mv "$scratch/output" "$out/$name.file"; fi
    sed -i "s|$scratch|SCRATCH|g" "$out/$name.out" "$out/$name.err"
}

fonts=(Fixtures/fonts/*.ttf Fixtures/fonts/*.otf Fixtures/fonts/*.ttc Fixtures/fonts/*.woff Fixtures/fonts/*.woff2
    Fixtures/fonts/*.bdf)
for font in "${fonts[@]}"; do
    base=$(basename "$font")
    for format in text json csv markdown; do
        run "metrics-$base-$format" metrics "$font" --size 17 --scale 1,2,3 --all-instances --format "$format"
    done
    run "lineheight-$base" lineheight "$font" --size 17 --line-height 24 --format json
    run "lineheight-$base-text" lineheight "$font" --size 17 --line-height 24
    run "dynamic-type-$base" dynamic-type "$font" --style body --format json
    run "dynamic-type-$base-text" dynamic-type "$font" --style title1 --size 20
    run "glyph-$base" glyph "$font" --char H --size 24 --format json
    run "glyph-$base-text" glyph "$font" --char H --size 24
    run "render-$base" render "$font" --size 17 --scale 3 -o @FILE@
done
for format in text json csv markdown html; do
    run "audit-fonts-$format" audit Fixtures/fonts --format "$format"
    run "audit-named-$format" audit Fixtures/fonts/FPVariable-VF.ttf Fixtures/fonts/FPSlant-VF.ttf --instances named --format "$format"
done
# Not the charstring bombs: where their measuring stops depends on the machine's speed.
run "audit-limits" audit Fixtures/limits/FPVariable-300-VF.ttf --format json
run "audit-malformed" audit Fixtures/malformed --format json
run "audit-malformed-text" audit Fixtures/malformed
for format in text json github junit sarif html; do
    run "check-brandfonts-$format" check --config Examples/BrandFonts/fontprobe.yml --format "$format"
done
run "swift-brandfonts" swift --config Examples/BrandFonts/fontprobe.yml -o @FILE@
run "swift-fixtures" swift Fixtures/fonts/Lato-Regular-subset.ttf Fixtures/fonts/FPAudit-Regular.ttf Fixtures/fonts/FPAudit-Bold.ttf -o @FILE@
run "init-dry" init --help
run "rules" audit --list-rules
run "explain" audit --explain glyphs-outside-line-box
echo "$(ls "$out" | wc -l) files in $out"
