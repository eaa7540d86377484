import CLua
import TourCore

/// The tour script as the controller's data source and delegate: every call is a hook (API.md
/// section 2), asked through `HookCaller`.
final class ScriptDelegate: CoachMarksDelegate {
  let context: BridgeContext
  let hooks: HookCaller
  let marks: MarkTables
  /// Called when the tour has finished: drops what is still waiting.
  let finished: () -> Void

  init(context: BridgeContext, hooks: HookCaller, marks: MarkTables, finished: @escaping () -> Void) {
    self.context = context
    self.hooks = hooks
    self.marks = marks
    self.finished = finished
  }

  private var state: LuaState { context.state }

  func coachMarkWillLoad(at index: Int, reply: @escaping (Bool) -> Void) {
    hooks.askWhether(
      .coachMarkWillLoadAt, mark: index, default: true,
      arguments: { stack in
        stack.push(index)
        return 1
      }, reply: reply)
  }

  func willShow(_ mark: CoachMark, at index: Int, change: ConfigurationChange, reply: @escaping (CoachMark) -> Void) {
    let stack = state.stack
    marks.push(mark, on: stack)
    let markRef = luaL_ref(state.L, clua_registryindex())
    let release: () -> Void = { [weak self] in
      guard let self else { return }
      luaL_unref(state.L, clua_registryindex(), markRef)
    }
    let ran = hooks.runHook(
      .willShow, mark: index,
      arguments: { stack in
        stack.pushRegistry(markRef)
        stack.push(index)
        stack.push(change.rawValue)
        return 3
      }
    ) { [weak self] outcome in
      guard let self else { return }
      defer { release() }
      if case .failed(let error) = outcome {
        context.report(error)
        return reply(mark)
      }
      let stack = state.stack
      stack.pushRegistry(markRef)
      defer { stack.pop() }
      do throws(DecodingError) {
        let edited = try marks.read(stack, -1)
        if let problem = edited.parts.lazy.compactMap({ MarkFields.roomProblem($0, on: self.context.controller.screen) }).first {
          throw DecodingError(problem)
        }
        reply(edited)
      } catch {
        context.report(ScriptError(message: "\(hooks.position(of: .willShow)) willShow left a bad mark \(index): \(error.message)"))
        reply(mark)
      }
    }
    if !ran {
      release()
      reply(mark)
    }
  }

  func didShow(_ mark: CoachMark, at index: Int, change: ConfigurationChange, reply: @escaping () -> Void) {
    notify(.didShow, mark, index, change, done: reply)
  }

  func willHide(_ mark: CoachMark, at index: Int, reply: @escaping () -> Void) {
    notify(.willHide, mark, index, done: reply)
  }

  func didHide(_ mark: CoachMark, at index: Int, reply: @escaping () -> Void) {
    notify(.didHide, mark, index, done: reply)
  }

  /// Runs a hook called with `(ctl, mark, index[, change])`.
  private func notify(
    _ hook: Hook, _ mark: CoachMark, _ index: Int, _ change: ConfigurationChange? = nil, done: @escaping () -> Void
  ) {
    hooks.notify(
      hook, mark: index,
      arguments: { [unowned self] stack in
        marks.push(mark, on: stack)
        stack.push(index)
        guard let change else { return 2 }
        stack.push(change.rawValue)
        return 3
      }, done: done)
  }

  func didEndShowingBySkipping(_ skipped: Bool, reply: @escaping () -> Void) {
    hooks.notify(
      .didEndShowingBySkipping,
      arguments: { stack in
        stack.push(skipped)
        return 1
      }, done: reply)
  }

  func didSelectAction(_ id: String, at index: Int, reply: @escaping () -> Void) {
    hooks.notify(
      .didSelectAction, mark: index,
      arguments: { stack in
        stack.push(index)
        stack.push(id)
        return 2
      }, done: reply)
  }

  func didSelectLink(_ id: String, at index: Int, reply: @escaping () -> Void) {
    hooks.notify(
      .didSelectLink, mark: index,
      arguments: { stack in
        stack.push(index)
        stack.push(id)
        return 2
      }, done: reply)
  }

  func shouldHandleOverlayTap(at index: Int, reply: @escaping (Bool) -> Void) {
    hooks.askWhether(
      .shouldHandleOverlayTap, mark: index, default: true,
      arguments: { stack in
        stack.push(index)
        return 1
      }, reply: reply)
  }

  func configureOrnamentsOfOverlay(reply: @escaping ([Ornament]) -> Void) {
    let stack = state.stack
    stack.newTable()
    let listRef = luaL_ref(state.L, clua_registryindex())
    let ran = hooks.runHook(
      .configureOrnamentsOfOverlay,
      arguments: { stack in
        stack.pushRegistry(listRef)
        return 1
      }
    ) { [weak self] outcome in
      guard let self else { return }
      defer { luaL_unref(state.L, clua_registryindex(), listRef) }
      if case .failed(let error) = outcome {
        context.report(error)
        return reply([])
      }
      stack.pushRegistry(listRef)
      defer { stack.pop() }
      do throws(DecodingError) {
        reply(try OrnamentTables.ornaments(stack, -1))
      } catch {
        context.report(
          ScriptError(
            message: "\(hooks.position(of: .configureOrnamentsOfOverlay)) configureOrnamentsOfOverlay added a bad ornament: \(error.message)"))
        reply([])
      }
    }
    if !ran {
      luaL_unref(state.L, clua_registryindex(), listRef)
      reply([])
    }
  }

  func tourDidFinish() {
    finished()
  }
}
