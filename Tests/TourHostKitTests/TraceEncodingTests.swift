import Testing
import TourCore
import TourHostKit

@Suite("Trace encoding")
struct TraceEncodingTests {
  func line(_ record: TraceRecord, at seconds: Double = 0.3) -> String {
    TraceEncoding.line(record, at: Instant(microseconds: Int64(seconds * 1_000_000)))
  }

  func line(_ event: TourEvent, at seconds: Double = 0.3) -> String {
    line(.tour(event), at: seconds)
  }

  @Test("each event, as one JSON object: t, event, then its fields")
  func events() {
    #expect(line(.start(count: 3), at: 0) == #"{"t":0,"event":"start","count":3}"#)
    #expect(line(.willLoad(index: 2, result: false)) == #"{"t":0.3,"event":"willLoad","index":2,"result":false}"#)
    #expect(line(.willShow(index: 1, change: .size)) == #"{"t":0.3,"event":"willShow","index":1,"change":"size"}"#)
    #expect(line(.willHide(index: 1), at: 1.2) == #"{"t":1.2,"event":"willHide","index":1}"#)
    #expect(line(.pause(style: .hideOverlay)) == #"{"t":0.3,"event":"pause","style":"hideOverlay"}"#)
    #expect(line(.resume) == #"{"t":0.3,"event":"resume"}"#)
    #expect(line(.overlayTap(index: 1, handled: true)) == #"{"t":0.3,"event":"overlayTap","index":1,"handled":true}"#)
    #expect(line(.appTap(view: nil, point: Point(x: 300, y: 400.25))) == #"{"t":0.3,"event":"appTap","view":null,"x":300,"y":400.25}"#)
    #expect(line(.appTap(view: "list.row2", point: Point(x: 1, y: 2))) == #"{"t":0.3,"event":"appTap","view":"list.row2","x":1,"y":2}"#)
    #expect(line(.resize(Size(width: 480, height: 320))) == #"{"t":0.3,"event":"resize","width":480,"height":320}"#)
    #expect(line(.stop(immediately: true)) == #"{"t":0.3,"event":"stop","immediately":true}"#)
    #expect(line(.end(skipped: false)) == #"{"t":0.3,"event":"end","skipped":false}"#)
    #expect(line(.host(.input(command: "tap 1 2"))) == #"{"t":0.3,"event":"input","command":"tap 1 2"}"#)
    #expect(line(.script(.log(message: "a\tb \"c\"\n"))) == #"{"t":0.3,"event":"log","message":"a\tb \"c\"\n"}"#)
    #expect(line(.warning(message: "é\u{1}")) == #"{"t":0.3,"event":"warning","message":"é\u0001"}"#)
    #expect(line(.script(.error(message: "m", traceback: "t"))) == #"{"t":0.3,"event":"error","message":"m","traceback":"t"}"#)
  }

  @Test("a layout, rounded to 0.01")
  func layout() {
    let layout = MarkLayout(
      cutout: .roundedRect(Rect(x: 26, y: 26, width: 78, height: 28), cornerRadius: 4), pointOfInterest: Point(x: 65, y: 40),
      arrowOrientation: .top, frame: Rect(x: 20.004, y: 56, width: 200, height: 67),
      body: Rect(x: 20, y: 63, width: 199.996, height: 60), arrow: Rect(x: 57.5, y: 56, width: 15, height: 9))
    #expect(
      line(.didShow(index: 1, change: .none, layout: layout), at: 0.6)
        == #"{"t":0.6,"event":"didShow","index":1,"change":"none","layout":{"cutout":[26,26,78,28],"pointOfInterest":[65,40],"arrowOrientation":"top","frame":[20,56,200,67],"body":[20,63,200,60],"arrow":[57.5,56,15,9]},"skip":null}"#
    )
    let bare = MarkLayout(
      cutout: nil, pointOfInterest: nil, arrowOrientation: nil, frame: Rect(x: 60, y: 210, width: 200, height: 60),
      body: Rect(x: 60, y: 210, width: 200, height: 60), arrow: nil)
    #expect(
      line(.didShow(index: 5, change: .frame, layout: bare), at: 3)
        == #"{"t":3,"event":"didShow","index":5,"change":"frame","layout":{"cutout":null,"pointOfInterest":null,"arrowOrientation":null,"frame":[60,210,200,60],"body":[60,210,200,60],"arrow":null},"skip":null}"#
    )
    var skipped = bare
    skipped.skip = Rect(x: 250.004, y: 49, width: 60, height: 30)
    #expect(line(.didShow(index: 5, change: .frame, layout: skipped), at: 3).hasSuffix(#""arrow":null},"skip":[250,49,60,30]}"#))
  }

  @Test("numbers: no trailing zeros, no negative zero, microseconds for the clock")
  func numbers() {
    #expect(JSONValue.format(2, decimals: 2) == "2")
    #expect(JSONValue.format(-0.001, decimals: 2) == "0")
    #expect(JSONValue.format(1.2000000000000002, decimals: 6) == "1.2")
    #expect(JSONValue.format(-4, decimals: 2) == "-4")
    #expect(JSONValue.format(.nan, decimals: 2) == "null")
    #expect(line(.resume, at: 0.000001) == #"{"t":0.000001,"event":"resume"}"#)
    #expect(JSONValue.format(-0.05, decimals: 2) == "-0.05")
    #expect(JSONValue.format(0.004999, decimals: 2) == "0")
    #expect(JSONValue.format(0.005001, decimals: 2) == "0.01")
    #expect(JSONValue.format(1e9 + 0.25, decimals: 2) == "1000000000.25")
    #expect(JSONValue.format(-123.456789, decimals: 6) == "-123.456789")
    #expect(JSONValue.format(5e14, decimals: 2) == "500000000000000")
    #expect(JSONValue.format(1.5e300, decimals: 2).count == 301)
  }

  @Test("numbers are written as printf's %.Nf of the rounded value would, without trailing zeros")
  func numbersAsPrintf() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let decimals = Int.random(in: 0...6, using: &generator)
      let magnitude = [1.0, 1e3, 1e6, 1e9, 1e12][Int.random(in: 0...4, using: &generator)]
      let value = Double.random(in: -magnitude...magnitude, using: &generator)
      #expect(JSONValue.format(value, decimals: decimals) == printed(value, decimals: decimals), "\(value) to \(decimals)")
    }
  }

  /// The way numbers were written before the fast path: the reference it must agree with.
  private func printed(_ value: Double, decimals: Int) -> String {
    let scale = (0..<decimals).reduce(1.0) { scale, _ in scale * 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), rounded.magnitude < 1e15 { return String(Int64(rounded)) }
    var text = String(format: "%.\(decimals)f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
