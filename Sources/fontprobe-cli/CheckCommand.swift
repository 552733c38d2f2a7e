import ArgumentParser
import FontProbe
import Foundation

extension FontProbeCommand {
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Fail the build when fonts break fontprobe.yml's rules or expectations, or drift from the baseline.",
            discussion: """
                Reads fontprobe.yml (see `fontprobe init`), audits every font it names, checks the \
                expectations, compares the metrics with the baseline lockfile, and with app: compares the \
                app's UIAppFonts with the fonts. Exit codes: 0 passed; 1 a finding at or above failOn, an \
                unmet expectation, drift, or an app font missing or unlisted; 2 a font could not be read; \
                64 a bad configuration, Info.plist or usage; 66 no configuration, or a font path or \
                Info.plist that does not exist; 74 the report or the lockfile could not be written.
                """
        )

        @Option(
            help: ArgumentHelp("The configuration file.", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
        var config: String = CheckConfiguration.defaultFileName

        @Flag(help: "Write the baseline lockfile from the fonts as they are now, instead of comparing with it.")
        var updateBaseline = false

        @OptionGroup var format: FormatOption<CheckFormat>

        @OptionGroup var output: OutputOption

        @OptionGroup var jobs: JobsOption

        func run() async throws {
            let configuration = try Self.load(config)
            let directory = CheckConfiguration.directory(of: config)
            // Where the lockfile is, checked before any font is read: inside the configuration's
            // directory tree, or a mistake in the file (docs/commands/check.md#where-the-lockfile-may-be).
            let selection = FontSelection(patterns: configuration.fonts, directory: directory)
            var baselineFile: String?
            var baselineProblems: [ConfigurationProblem] = []
            do {
                baselineFile = try configuration.baselineFile(
                    directory: directory, configurationFile: config, fontFiles: selection.files.map(\.path),
                    writing: updateBaseline)
            } catch {
                baselineProblems = error.problems
            }
            for skipped in selection.skipped {
                Diagnostics.note("skipped '\(FileName.displayed(skipped.path))': \(skipped.reason)")
            }
            var checker = Checker(configuration: configuration, configurationPath: config, files: selection.files)
            // A glob that matches nothing is a mistake in the file; a missing path is missing input.
            let mistakes =
                baselineProblems + selection.unmatched + (selection.missing.isEmpty ? checker.unmatchedExpectations : [])
            if !mistakes.isEmpty {
                mistakes.forEach { Diagnostics.error($0.description(file: config)) }
                throw ExitCodes.usage
            }
            selection.missing.forEach { Diagnostics.error($0.description(file: config)) }
            guard !selection.files.isEmpty || !selection.errors.isEmpty else {
                Diagnostics.error("\(config): no font files matched")
                throw ExitCodes.noInput
            }
            if updateBaseline && configuration.baseline == nil {
                Diagnostics.error("\(config): baseline is false, so there is no baseline to update")
                throw ExitCodes.usage
            }
            var baseline = try baselineState(configuration, file: baselineFile, directory: directory, update: updateBaseline)
            // The app's UIAppFonts, read before any font too (docs/commands/check.md#the-apps-fonts).
            checker.appFonts = try Self.appFonts(configuration, directory: directory)

            // Keyed by the paths' bytes: the NFC and NFD spellings of a name are two files.
            let instances = Dictionary(
                selection.files.map { (FileName.Key($0.path), configuration.instanceSelection(for: $0)) },
                uniquingKeysWith: { a, _ in a })
            // The HTML report's pictures are at the first configured size and the largest scale.
            let (pictureSize, pictureScale) = (configuration.sizes.first ?? 17, configuration.scales.max() ?? 3)
            let (faces, readErrors) = await FontReader(jobs: jobs.jobs).readConcurrently(
                selection.files.map(\.path), instances: { instances[FileName.Key($0)] ?? .defaultInstance },
                characters: configuration.measuredCharacters,
                raster: SpecimenImages.rasterRequest(html: format.format == .html, pointSize: pictureSize, scale: pictureScale))
            // A directory that could not be listed is an error like an unreadable font: its fonts went unchecked.
            let errors = selection.errors + readErrors
            // An expectation for an instance that was not read would pass without checking anything.
            let unmatched = checker.unmatchedInstances(in: faces)
            if !unmatched.isEmpty {
                unmatched.forEach { Diagnostics.error($0.description(file: config)) }
                throw ExitCodes.usage
            }
            if case .updating(let path) = baseline, !errors.isEmpty || !selection.missing.isEmpty {
                // A baseline without some of the fonts would later fail them as new; compare instead.
                Diagnostics.error("did not write \(path): not every configured font could be read")
                baseline = try baselineState(configuration, file: baselineFile, directory: directory, update: false)
            }
            let report = checker.report(faces: faces, errors: errors, baseline: baseline)
            if case .updating(let path) = baseline, let baselineFile {
                let lockfile = checker.baseline(of: faces)
                try Self.writeLockfile(lockfile, to: baselineFile, shown: path)
                let (sizes, scales) = (Set(configuration.sizes).count, Set(configuration.scales).count)
                Diagnostics.note(
                    "wrote \(path): \(lockfile.faces.count) face\(lockfile.faces.count == 1 ? "" : "s") "
                        + "at \(sizes) size\(sizes == 1 ? "" : "s") × \(scales) scale\(scales == 1 ? "" : "s")")
            }
            for error in report.readErrors {
                Diagnostics.error(error.description)
            }
            let specimens =
                format.format == .html
                ? SpecimenImages.specimenImages(for: faces, pointSize: pictureSize, scale: pictureScale, jobs: jobs.jobs)
                : .none
            try output.write { try format.format.reporter(color: output.wantsColor, specimens: specimens).render(report) }

            // The most specific wins, as in `audit`: a missing path, then an unreadable font, then failing checks.
            let readCode = ExitCodes.forReadErrors(report.readErrors)
            if readCode == ExitCodes.usage { throw readCode }
            if !selection.missing.isEmpty { throw ExitCodes.noInput }
            if readCode != ExitCodes.success { throw readCode }
            if !report.passed { throw ExitCodes.checkFailed }
        }

        /// The configuration at `path`. Exits 66 when there is none, 64 when it is wrong.
        static func load(_ path: String) throws -> CheckConfiguration {
            // At most one byte past the limit is read, so a huge file costs nothing (docs/commands/check.md#limits).
            let limit = CheckConfiguration.maximumFileSize
            let data: Data
            switch BoundedFile.read(path, limit: limit) {
            case .success(let bytes): data = bytes
            case .failure(.missing):
                Diagnostics.error("there is no configuration '\(path)'; run `fontprobe init` to write one, or give --config")
                throw ExitCodes.noInput
            case .failure(.notRegular):
                Diagnostics.error("\(path): not a regular file; a configuration is read only from one")
                throw ExitCodes.usage
            case .failure(.tooLarge):
                Diagnostics.error("\(path): the file is larger than \(limit / 1024) KiB, the most a configuration may be")
                throw ExitCodes.usage
            case .failure(.unreadable), .failure(.outside):
                Diagnostics.error("cannot read the configuration '\(path)'")
                throw ExitCodes.noInput
            }
            guard let text = String(data: data, encoding: .utf8) else {
                Diagnostics.error("\(path): not UTF-8 text")
                throw ExitCodes.usage
            }
            do {
                return try CheckConfiguration(yaml: text)
            } catch {
                error.lines(file: path).forEach { Diagnostics.error($0) }
                throw ExitCodes.usage
            }
        }

        /// The lockfile as configured: to write, read, or missing; `file` is where it is
        /// (``CheckConfiguration/baselineFile(directory:)``). A lockfile that cannot be read exits 64.
        private func baselineState(
            _ configuration: CheckConfiguration, file: String?, directory: String, update: Bool
        ) throws -> Checker.BaselineState {
            guard let name = configuration.baseline, let file else { return .disabled }
            let path = FontSelection.join(directory, name)
            if update { return .updating(path: path) }
            // At most one byte past the limit is read (docs/commands/check.md#limits).
            let limit = Baseline.maximumLockfileSize
            let data: Data
            switch BoundedFile.read(file, limit: limit) {
            case .success(let bytes): data = bytes
            case .failure(.missing): return .missing(path: path)
            case .failure(.notRegular):
                Diagnostics.error("\(path): cannot use this baseline: it is not a regular file")
                throw ExitCodes.usage
            case .failure(.tooLarge):
                Diagnostics.error(
                    "\(path): cannot use this baseline: it is larger than \(limit / 1024 / 1024) MiB, the most a lockfile may be; "
                        + "run `fontprobe check --update-baseline` to write it again")
                throw ExitCodes.usage
            case .failure(.unreadable), .failure(.outside): return try unreadable(path)
            }
            do {
                return .loaded(try Baseline(lockfile: data), path: path)
            } catch {
                Diagnostics.error(
                    "\(path): cannot use this baseline: \(error); run `fontprobe check --update-baseline` to write it again")
                throw ExitCodes.usage
            }
        }

        /// The `UIAppFonts` of the Info.plist `app:` names, or `nil` without `app:`. Exits 66 when
        /// the file does not exist or cannot be read, 64 when it is too large or cannot be used.
        static func appFonts(_ configuration: CheckConfiguration, directory: String) throws -> AppFonts? {
            guard let app = configuration.app else { return nil }
            let path = FontSelection.join(directory, app.infoPlist)
            // At most one byte past the limit is read, only a regular file, only inside the
            // configuration's directory tree (docs/security.md#files-other-than-fonts).
            let limit = AppFonts.maximumFileSize
            let data: Data
            switch BoundedFile.read(path, limit: limit, inside: directory) {
            case .success(let bytes): data = bytes
            case .failure(.missing):
                Diagnostics.error("there is no Info.plist '\(path)' (app.infoPlist)")
                throw ExitCodes.noInput
            case .failure(.unreadable):
                Diagnostics.error("cannot read the Info.plist '\(path)' (app.infoPlist)")
                throw ExitCodes.noInput
            case .failure(.notRegular):
                Diagnostics.error("\(path): cannot use this Info.plist: it is not a regular file")
                throw ExitCodes.usage
            case .failure(.outside(let real)):
                Diagnostics.error(
                    "\(path): cannot use this Info.plist: it leads out of the configuration's directory through a "
                        + "symbolic link (to '\(FileName.displayed(real))'); the Info.plist must be inside it")
                throw ExitCodes.usage
            case .failure(.tooLarge):
                Diagnostics.error(
                    "\(path): cannot use this Info.plist: it is larger than \(limit / 1024 / 1024) MiB, the most an Info.plist may be"
                )
                throw ExitCodes.usage
            }
            do {
                return try AppFonts(plist: data, path: path)
            } catch {
                Diagnostics.error("\(path): cannot use this Info.plist: \(error)")
                throw ExitCodes.usage
            }
        }

        private func unreadable(_ path: String) throws -> Checker.BaselineState {
            Diagnostics.error("cannot read the baseline '\(path)'")
            throw ExitCodes.noInput
        }

        /// Writes the lockfile to `file` through a temporary copy beside it, renamed into place,
        /// so a failed write never leaves half a baseline; messages name it as `shown`.
        static func writeLockfile(_ baseline: Baseline, to file: String, shown: String) throws {
            do {
                // Replaced as a report is (docs/security.md#other-output): whole or not at all,
                // through a temporary file and a rename, its permissions kept.
                try OutputOption.replace(file, with: Data(try baseline.lockfile().utf8))
            } catch {
                Diagnostics.error("cannot write the baseline '\(shown)': \(Diagnostics.reason(error, writing: file))")
                throw ExitCodes.cannotWrite
            }
        }
    }
}
