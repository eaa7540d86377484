import Testing
import TourCore

@Suite("Animations")
struct AnimationTests {
  func seconds(_ value: Double) -> TimeSpan { TimeSpan(seconds: value) }

  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-4 }

  @Test("timing curves are UIKit's cubic Béziers")
  func curves() {
    #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
    #expect(close(TimingCurve.easeInOut.value(at: 0.5), 0.5))
    #expect(close(TimingCurve.easeIn.value(at: 0.5), 0.3153))
    #expect(close(TimingCurve.easeOut.value(at: 0.5), 0.6847))
    for curve in TimingCurve.allCases {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
      #expect(curve.value(at: -3) == 0)
      #expect(curve.value(at: 7) == 1)
    }
  }

  @Test("the default fade in: transparent, half-way, opaque")
  func fadeIn() {
    let fade = MarkAnimation.fadeIn()
    #expect(fade.state(at: .zero, from: .identity).alpha == 0)
    #expect(close(fade.state(at: seconds(0.15), from: .identity).alpha, 0.5))
    #expect(fade.state(at: seconds(0.3), from: .identity) == .identity)
    #expect(fade.total == seconds(0.3))
  }

  @Test("the initial state holds during the delay, then the target is reached")
  func delay() {
    let animation = MarkAnimation(
      duration: seconds(1), delay: seconds(0.5), curve: .linear, initial: ViewStateChange(translation: Point(x: 0, y: 40)),
      target: ViewStateChange(translation: .zero, rotation: 90))
    #expect(animation.state(at: seconds(0.4), from: .identity) == ViewState(translation: Point(x: 0, y: 40)))
    #expect(animation.state(at: seconds(1), from: .identity) == ViewState(translation: Point(x: 0, y: 20), rotation: 45))
    #expect(animation.state(at: seconds(2), from: .identity) == ViewState(rotation: 90))
    #expect(animation.total == seconds(1.5))
  }

  @Test("keyframes, in each mode")
  func keyframes() {
    let frames = [
      Keyframe(relativeStart: 0, relativeDuration: 0.5, change: ViewStateChange(scale: Size(width: 1.2, height: 1.2))),
      Keyframe(relativeStart: 0.5, relativeDuration: 0.5, change: ViewStateChange(scale: Size(width: 1, height: 1))),
    ]
    var animation = MarkAnimation(duration: seconds(1), curve: .linear, keyframes: frames)
    func scale(_ time: Double) -> Double { animation.state(at: seconds(time), from: .identity).scale.width }
    #expect(close(scale(0.25), 1.1))
    #expect(close(scale(0.5), 1.2))
    #expect(close(scale(0.75), 1.1))
    #expect(close(scale(1), 1))
    animation.keyframeMode = .discrete
    #expect(close(scale(0.25), 1.2))
    #expect(close(scale(0.75), 1))
    animation.keyframeMode = .cubic
    #expect(close(scale(0.125), 1.03125))  // smoothstep(0.25) = 0.15625 of the way
    #expect(close(scale(0.25), 1.1))
  }

  @Test("idle animations loop: back and forth, or starting over")
  func looping() {
    var pulse = MarkAnimation(duration: seconds(1), curve: .linear, target: ViewStateChange(scale: Size(width: 2, height: 2)))
    func scale(_ time: Double) -> Double { pulse.loopingState(at: seconds(time), from: .identity).scale.width }
    #expect(close(scale(0.5), 1.5))
    #expect(close(scale(1.25), 1.75))
    #expect(close(scale(2), 1))
    #expect(close(scale(10.5), 1.5))
    pulse.autoreverses = false
    #expect(close(scale(1.25), 1.25))
  }
}
