// tourhost-fuzz: the fuzz targets of Sources/TourFuzz as one command.
//
//   tourhost-fuzz TARGET FILE...        runs each file once; prints what broke (exit 1 if anything)
//   tourhost-fuzz bridge --show FILE    prints the script and input a bridge case makes (tables and
//                                       markup: the script, the text)
//
// Built by scripts/fuzz with -sanitize=fuzzer,address and -DFUZZING, it is a libFuzzer binary:
//   tourhost-fuzz TARGET [libFuzzer options] [corpus folders]
// (the target name is kept in TOURHOST_FUZZ_TARGET, so libFuzzer's child processes find it).
import Foundation
import TourFuzz

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

var arguments = CommandLine.arguments
let usage = "usage: tourhost-fuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE... | bridge|tables|markup --show FILE"
let target: FuzzTarget
if arguments.count > 1, let named = FuzzTarget(rawValue: arguments[1]) {
  target = named
  arguments.remove(at: 1)
  setenv("TOURHOST_FUZZ_TARGET", named.rawValue, 1)
} else if let named = ProcessInfo.processInfo.environment["TOURHOST_FUZZ_TARGET"].flatMap(FuzzTarget.init) {
  target = named
} else {
  fail(usage)
}

if arguments.count == 3, arguments[1] == "--show", target == .tables || target == .markup {
  guard let data = FileManager.default.contents(atPath: arguments[2]) else { fail(usage) }
  if target == .tables {
    print(TablesFuzzer.script(for: [UInt8](data)))
  } else {
    let (text, width) = MarkupFuzzer.markup(for: [UInt8](data))
    print("-- \(width) points\n\(text)")
  }
  exit(0)
}

if arguments.count == 3, arguments[1] == "--show" {
  guard target == .bridge, let data = FileManager.default.contents(atPath: arguments[2]) else { fail(usage) }
  let files = BridgeFuzzer.files(for: [UInt8](data))
  print("-- tour.lua\n\(files.script)")
  if let module = files.module { print("-- util.lua\n\(module)") }
  if let reload = files.reload { print("-- tour.lua, reloaded\n\(reload)") }
  print("-- input\n" + files.input.joined(separator: "\n"))
  exit(0)
}

#if FUZZING
  @_silgen_name("LLVMFuzzerRunDriver")
  func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  nonisolated(unsafe) var fuzzed = target
  var count = Int32(arguments.count)
  var pointers = arguments.map { strdup($0) } + [nil]
  exit(
    pointers.withUnsafeMutableBufferPointer { buffer in
      var argv = buffer.baseAddress
      return runDriver(&count, &argv) { bytes, size in
        let input = bytes.map { [UInt8](UnsafeBufferPointer(start: $0, count: size)) } ?? []
        let problems = fuzzed.run(input)
        guard problems.isEmpty else {
          FileHandle.standardError.write(Data(("tourhost-fuzz: " + problems.joined(separator: "\ntourhost-fuzz: ") + "\n").utf8))
          abort()
        }
        return 0
      }
    })
#else
  guard arguments.count > 1 else { fail(usage) }
  var broken = 0
  for path in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else { fail("tourhost-fuzz: cannot read \(path)") }
    let problems = target.run([UInt8](data))
    for problem in problems { print("\(path): \(problem)") }
    if !problems.isEmpty { broken += 1 }
  }
  print("\(arguments.count - 1 - broken) passed, \(broken) failed")
  exit(broken == 0 ? 0 : 1)
#endif
