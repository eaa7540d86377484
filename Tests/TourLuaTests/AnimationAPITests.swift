import TestSupport
import Testing
import TourCore
import TourLua

@Suite("Animation hooks from scripts")
struct AnimationAPITests {
  @Test("the manager: default parameters, the mark, the view's frames; animate describes the animation")
  func manager() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        fetchAppearanceTransition = function(ctl, view, index, manager)
          local p = manager.parameters
          tour.log(p.duration, p.delay, p.curve, p.keyframeMode, p.autoreverses, manager.coachMark.maxWidth)
          tour.log(view.index, view.frame.x, view.body.y, view.arrow.height)
          p.duration = 0.6
          p.curve = "easeOut"
          manager:animate {
            alpha = 1, translation = { 0, 0 }, scale = 1,
            fromInitialState = { alpha = 0, translation = { 0, 30 }, scale = { 0.5, 1 } },
            completion = function(finished) tour.log("done", finished, tour.now()) end,
          }
        end,
        """))
    run.start()
    #expect(run.errors == [])
    #expect(run.logs == ["0.3\t0\teaseInOut\tlinear\ttrue\t350", "1\t20\t63\t9", "done\ttrue\t0.9"])
    #expect(run.log.lines(["animation", "didShow"]) == ["0.3 animation 1 appearance 0.6 0", "0.9 didShow 1 none"])
  }

  @Test("without animate, the default fade takes the duration but not the delay")
  func defaultFade() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        fetchAppearanceTransition = function(ctl, view, index, manager)
          manager.parameters.duration = 1
          manager.parameters.delay = 5
        end,
        """))
    run.start()
    #expect(run.log.lines(["animation", "didShow"]) == ["0.3 animation 1 appearance 1 0", "1.3 didShow 1 none"])
  }

  @Test("a skip half way through the appearance: the completion gets finished = false")
  func cutShort() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 2,
        """
        willShow = function(ctl, mark, index) tour.after(0.5, function(c) c:skip() end) end,
        fetchAppearanceTransition = function(ctl, view, index, manager)
          manager.parameters.duration = 1
          manager:animate { alpha = 1, completion = function(finished) tour.log("appeared", finished, tour.now()) end }
        end,
        didEndShowingBySkipping = function(ctl, skipped) tour.log("end", skipped) end,
        """))
    run.start()
    #expect(run.errors == [])
    #expect(run.logs == ["appeared\tfalse\t0.8", "end\ttrue"])
  }

  @Test("idle and disappearance hooks")
  func idleAndDisappearance() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        fetchIdleAnimation = function(ctl, view, index, manager)
          manager.parameters.duration = 0.8
          manager:animate { keyframes = { { start = 0, duration = 0.5, scale = 1.1 }, { start = 0.5, duration = 0.5, scale = 1 } } }
        end,
        fetchDisappearanceTransition = function(ctl, view, index, manager)
          manager.parameters.duration = 0.4
          manager:animate { alpha = 0, translation = { 0, -20 } }
        end,
        """))
    run.start().input("next")
    #expect(run.errors == [])
    #expect(
      run.log.lines(["animation", "didHide"]) == [
        "0.3 animation 1 appearance 0.3 0", "0.6 animation 1 idle 0.8 0", "0.6 animation 1 disappearance 0.4 0", "1 didHide 1",
      ])
  }

  @Test("mistakes in animate are argument errors, word for word")
  func animateErrors() throws {
    let statements = [
      "manager:animate { alpha = 2 }",
      "manager:animate { spin = 1 }",
      "manager:animate { keyframes = { { start = 0.8, duration = 0.5, alpha = 0 } } }",
      "manager:animate { keyframes = {}, }",
      "manager:animate { alpha = 1, keyframes = { { alpha = 0 } } }",
      "manager:animate { scale = 'big' }",
      "manager.animate { alpha = 1 }",
      "manager:animate { alpha = 1 }; manager:animate { alpha = 0 }",
    ]
    let body = statements.map { "tour.log(select(2, pcall(function() \($0) end)))" }.joined(separator: "\n")
    let run = try ScriptRun(ScriptRun.tour(marks: 1, "fetchAppearanceTransition = function(ctl, view, index, manager)\n\(body)\nend,"))
    run.start()
    #expect(
      run.logs.map { $0.replacingOccurrences(of: #"tour.lua:\d+: "#, with: "", options: .regularExpression) } == [
        "bad argument #1 to 'animate' (alpha: from 0 to 1 expected, got 2)",
        "bad argument #1 to 'animate' (unknown field 'spin'; valid fields: alpha, completion, fromInitialState, keyframes, rotation, scale, translation)",
        "bad argument #1 to 'animate' (keyframes[1]: start + duration must not pass 1)",
        "bad argument #1 to 'animate' (keyframes: a list of keyframes expected)",
        "bad argument #1 to 'animate' (give either keyframes or target values (alpha, translation, scale, rotation), not both)",
        "bad argument #1 to 'animate' (scale: point expected ({x, y}), got string)",
        "bad argument #1 to 'animate' (a manager expected; call it as manager:animate{...})",
        "manager:animate can only be called once per hook",
      ])
  }

  @Test("idle animations have no initial state; bad parameters are reported where the hook is defined")
  func idleAndParameters() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        fetchIdleAnimation = function(ctl, view, index, manager)
          tour.log(select(2, pcall(function() manager:animate { fromInitialState = { alpha = 0 } } end)))
        end,
        fetchAppearanceTransition = function(ctl, view, index, manager)
          manager.parameters.curve = "bounce"
        end,
        """))
    run.start()
    #expect(
      run.logs.map { $0.replacingOccurrences(of: #"tour.lua:\d+: "#, with: "", options: .regularExpression) } == [
        "bad argument #1 to 'animate' (fromInitialState: idle animations start from the shown mark)"
      ])
    #expect(
      run.errors == [
        "tour.lua:20: fetchAppearanceTransition left bad parameters: curve: one of 'linear', 'easeIn', 'easeOut', 'easeInOut' expected, got 'bounce'"
      ])
    #expect(run.log.lines(["didShow"]) == ["0.6 didShow 1 none"])
  }

  @Test("ctl.screen:animate moves a view over time and waits for it")
  func screenAnimate() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        willShow = function(ctl)
          ctl.flow:pause()
          local waited = ctl.screen:animate("c", { 10, 300, 100, 40 }, 0.5, "linear")
          tour.log(waited, tour.now(), ctl.screen:frame("c").y)
          tour.log(select(2, pcall(function() ctl.screen:animate("c", { 0, 0, 1, 1 }, -1) end)))
          tour.log(select(2, pcall(function() ctl.screen:animate("c", { 0, 0, 1, 1 }, 1, "springy") end)))
          ctl.flow:resume()
        end,
        """))
    run.controller.start()
    run.session.timeline.runDue()
    run.session.timeline.advance(to: Instant(microseconds: 550_000))
    #expect(run.controller.scene().views.first { $0.keyPath == "c" }?.frame == Rect(x: 60, y: 200, width: 100, height: 40))
    run.session.settle()
    #expect(
      run.logs.map { $0.replacingOccurrences(of: #"tour.lua:\d+: "#, with: "", options: .regularExpression) } == [
        "0.5\t0.8\t300",
        "bad argument #3 to 'animate' (seconds must not be negative)",
        "bad argument #4 to 'animate' (one of 'linear', 'easeIn', 'easeOut', 'easeInOut' expected, got 'springy')",
      ])
  }
}
