extension FlowMachine {
  mutating func start(_ fx: inout [Effect]) {
    guard phase == .idle else {
      fx.warn("start ignored: the tour has already started")
      return
    }
    let ticket = tickets.next()
    phase = .counting(ticket)
    fx.append(.invoke(.numberOfCoachMarks, ticket))
  }

  mutating func replied(_ ticket: Ticket, _ reply: HookReply, _ fx: inout [Effect]) {
    // An answer for a step the flow has left is ignored.
    switch phase {
    case .counting(let awaited):
      guard awaited == ticket, case .count(let count) = reply else { return }
      guard count > 0 else {
        fx.warn("numberOfCoachMarks is \(count): there is nothing to show")
        phase = .ended
        fx.append(.finish)
        return
      }
      marks.count = count
      fx.append(.emit(.start(count: count)))
      let fade = self.tickets.next()
      phase = .starting(fade)
      fx.append(.beginTransition(.overlayFadeIn, fade))
    case .loading(let load):
      guard load.ticket == ticket else { return }
      loaded(load, reply, &fx)
    case .showing(let showing):
      repliedWhileShowing(showing, ticket, reply, &fx)
    case .hiding(let hiding):
      guard hiding.ticket == ticket else { return }
      repliedWhileHiding(hiding, reply, &fx)
    case .idle, .starting, .presenting, .changing, .ending, .ended:
      break
    }
  }

  /// While a mark shows: its idle animation, or whether a tap on the overlay is handled.
  private mutating func repliedWhileShowing(_ showing: Showing, _ ticket: Ticket, _ reply: HookReply, _ fx: inout [Effect]) {
    var showing = showing
    switch reply {
    case .animation(let idle) where showing.idleFetch == ticket:
      showing.idleFetch = nil
      phase = .showing(showing)
      if let idle { fx.append(.beginIdle(index: showing.presentation.index, idle)) }
    case .handled(let handled) where showing.overlayTap == ticket:
      let index = showing.presentation.index
      fx.append(.emit(.overlayTap(index: index, handled: handled)))
      showing.overlayTap = nil
      phase = .showing(showing)
      if handled, pause == nil { leave(showing.presentation, to: index + 1, .forward, &fx) }
    default:
      break  // a reply to a question the flow no longer asks
    }
  }

  /// While a mark hides: willHide done, its disappearance fetched, didHide done.
  private mutating func repliedWhileHiding(_ hiding: Hiding, _ reply: HookReply, _ fx: inout [Effect]) {
    var hiding = hiding
    let shown = hiding.presentation
    switch (hiding.stage, reply) {
    case (.willHide, .done):
      hiding.stage = .fetch
      hiding.ticket = self.tickets.next()
      phase = .hiding(hiding)
      fx.append(.invoke(.fetchAnimation(.disappearance, shown.mark, index: shown.index, layout: shown.layout), hiding.ticket))
    case (.fetch, .animation(let animation)):
      let disappearance = animation ?? .fadeOut()
      hiding.stage = .transition
      hiding.animation = disappearance
      hiding.ticket = self.tickets.next()
      phase = .hiding(hiding)
      fx.append(.beginTransition(.markDisappearance(index: shown.index, disappearance), hiding.ticket))
    case (.didHide, .done) where hiding.reloaded:
      refetch(shown.index, preferring: hiding.reloadPreferring, &fx)
    case (.didHide, .done):
      switch hiding.then {
      case .load(let index, let travel): load(index, travel, .none, &fx)
      case .end(let skipped): beginEnding(skipped: skipped, &fx)
      }
      // Instructions runs the script's completion after didHide and the next mark's start.
      if let completion = hiding.animation?.completion {
        fx.append(.invoke(.animationCompleted(completion, finished: true), self.tickets.next()))
      }
    default:
      break
    }
  }

  private mutating func loaded(_ load: Load, _ reply: HookReply, _ fx: inout [Effect]) {
    var load = load
    switch (load.stage, reply) {
    case (.recount(let preferred), .count(let count)):
      guard count > 0 else {
        fx.warn("numberOfCoachMarks is \(count) after the reload: the tour ends")
        return beginEnding(skipped: false, &fx)
      }
      marks.count = count
      let index = max(1, min(preferred ?? load.index, marks.count))
      reloadSwap.counted(index, wanted: preferred ?? load.index)
      self.load(index, .forward, .reload, &fx)
    case (.willLoad, .willLoad(let willLoad)):
      fx.append(.emit(.willLoad(index: load.index, result: willLoad)))
      guard willLoad else {
        marks.declined.insert(load.index)
        return skipPast(load, &fx)
      }
      load.stage = .coachMarkAt
      load.ticket = tickets.next()
      phase = .loading(load)
      fx.append(.invoke(.coachMarkAt(index: load.index), load.ticket))
    case (.coachMarkAt, .mark(let mark)):
      guard let mark else {
        marks.missed.insert(load.index)
        return skipPast(load, &fx)
      }
      if let wanted = mark.screenName, wanted != screenName {
        return awaitScreen(load, mark, &fx)
      }
      if let pending = mark.pendingView {
        return awaitView(load, mark, pending, &fx)
      }
      proceedToWillShow(load, mark, &fx)
    case (.willShow(let passed, let current), .edited(let edited)):
      let mark = current.applying(editsIn: edited, since: passed)
      if pause != nil {
        load.stage = .awaitingResume(mark)
        phase = .loading(load)
      } else {
        requestViews(load, mark, &fx)
      }
    case (.views, .laidOut(let laidOut)):
      load.stage = .appearance(laidOut)
      load.ticket = tickets.next()
      phase = .loading(load)
      fx.append(.invoke(.fetchAnimation(.appearance, laidOut.mark, index: load.index, layout: laidOut.layout), load.ticket))
    case (.appearance(let laidOut), .animation(let animation)):
      let appearance = reloadSwap.take(for: load, given: animation)
      let presentation = Presentation(index: load.index, change: load.change, laidOut: laidOut)
      marks.appeared(load.index)
      let ticket = tickets.next()
      phase = .presenting(presentation, appearance, ticket)
      fx.append(.beginTransition(.markAppearance(index: load.index, appearance), ticket))
    default:
      break
    }
  }

  mutating func transitionEnded(_ ticket: Ticket, _ fx: inout [Effect]) {
    // The end of a transition the flow has left (interrupted, or replaced) is ignored.
    switch phase {
    case .starting(let awaited):
      guard awaited == ticket else { return }
      load(min(max(marks.startIndex, 1), marks.count), .forward, .none, &fx)
    case .presenting(var presentation, let appearance, let awaited):
      guard awaited == ticket else { return }
      presentation.didShow = true
      // Instructions' order: didShow, then the script's completion, then the idle animation.
      let (mark, index, layout) = (presentation.mark, presentation.index, presentation.layout)
      fx.append(.invoke(.didShow(presentation.computedMark, index: index, change: presentation.change, layout: layout), self.tickets.next()))
      if let completion = appearance.completion {
        fx.append(.invoke(.animationCompleted(completion, finished: true), self.tickets.next()))
      }
      let idle = self.tickets.next()
      phase = .showing(Showing(presentation: presentation, idleFetch: idle))
      fx.append(.invoke(.fetchAnimation(.idle, mark, index: index, layout: layout), idle))
    case .hiding(var hiding):
      guard hiding.ticket == ticket, hiding.stage == .transition else { return }
      hiding.stage = .didHide
      hiding.ticket = self.tickets.next()
      phase = .hiding(hiding)
      fx.append(.invoke(.didHide(hiding.presentation.computedMark, index: hiding.presentation.index), hiding.ticket))
    case .loading(let load):
      guard load.ticket == ticket, case .scrolling(let mark) = load.stage else { return }
      proceedToWillShow(load, mark, scrolled: true, &fx)
    case .ending(let skipped, let awaited):
      guard awaited == ticket else { return }
      phase = .ended
      fx.append(.finish)
      fx.append(.invoke(.didEndShowingBySkipping(skipped), self.tickets.next()))
    case .idle, .counting, .showing, .changing, .ended:
      break
    }
  }
}
