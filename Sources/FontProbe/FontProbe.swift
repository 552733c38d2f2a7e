// The library product: the layers of docs/architecture.md, re-exported so that one
// `import FontProbe` gives a program the model, the rules, the reader and the outputs.
@_exported import FontProbeModel
@_exported import FontProbeOutput
@_exported import FontProbeReader
@_exported import FontProbeRules
