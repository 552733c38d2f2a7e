import Foundation

/// The bytes of a report, in the runs they were made in, written out run by run and never joined:
/// the JSON of a font library is written in parts on every processor at once, and joining the
/// 1.6 MB audit JSON of the bench corpus into one array took a millisecond after the rest of the
/// report was done, most of it page faults on the fresh copy (docs/benchmark.md).
///
/// A collection of its bytes (`DataProtocol`), so that whatever writes `Data` writes it, a run at
/// a time.
public struct ReportBytes: Sendable {
    /// The runs, in order; none is empty. A run made without a copy keeps the memory it reads
    /// alive itself, so a run taken out of the report stays valid.
    public let regions: [Data]
    /// Where each run starts in the whole, and the whole's length last.
    private let starts: [Int]

    /// One run holding `bytes`.
    public init(_ bytes: some Sequence<UInt8>) {
        self.init(runs: [Data(bytes)])
    }

    /// `runs`, in order.
    init(runs: [Data]) {
        regions = runs.filter { !$0.isEmpty }
        var starts = [0]
        for run in regions { starts.append(starts[starts.count - 1] + run.count) }
        self.starts = starts
    }
}

extension ReportBytes {
    /// The runs joined in one array (a test's comparison, or a report read as text); reading the
    /// report byte by byte looks each byte's run up.
    public var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for run in regions { bytes.append(contentsOf: run) }
        return bytes
    }
}

extension ReportBytes: DataProtocol, RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { starts[starts.count - 1] }

    public subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < endIndex, "index out of range")
        // The last run that starts at or before `position`.
        var (low, high) = (0, regions.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        let run = regions[low]
        return run[run.startIndex + position - starts[low]]
    }
}

extension ReportBytes: Equatable {
    public static func == (a: ReportBytes, b: ReportBytes) -> Bool { a.elementsEqual(b) }
}
