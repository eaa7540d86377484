import Foundation
import TestSupport
import Testing
import TourHostKit

/// The progress database, on disk and in memory.
@Suite("Progress store")
struct ProgressStoreTests {
  @Test("a tour's record: starts, marks, the end; kept on disk from one opening to the next")
  func tours() throws {
    let folder = TemporaryDirectory()
    let path = folder.path("nested/progress.sqlite")
    do {
      let store = try ProgressStore(path: path)
      try store.recordStart(of: "tips", at: 100)
      try store.recordMark(2, of: "tips")
      try store.recordStart(of: "tips", at: 200)
      try store.recordEnd(of: "tips", skipped: false)
    }
    let store = try ProgressStore(path: path)
    var expected = TourProgress(id: "tips")
    expected.seen = true
    expected.completed = true
    expected.displayCount = 2
    expected.displays = [100, 200]
    #expect(try store.progress(of: "tips") == expected)
    #expect(try store.progress(of: "other") == TourProgress(id: "other"))
    #expect(try store.tours().map(\.id) == ["tips"])
    #expect(try store.reset("tips"))
    #expect(try !store.reset("tips"))
    #expect(try store.tours() == [])
  }

  @Test("events count up; parameters keep their last value; reset --all forgets them")
  func eventsAndParameters() throws {
    let store = try ProgressStore(path: ":memory:")
    try store.recordEvent("opened", at: 1)
    try store.recordEvent("opened", at: 2)
    try store.recordEvent("paid", at: 3)
    try store.setParameter("plan", json: #""free""#)
    try store.setParameter("plan", json: #""pro""#)
    #expect(try store.eventCounts() == ["opened": 2, "paid": 1])
    #expect(try store.parameters() == ["plan": #""pro""#])
    try store.resetAll()
    #expect(try store.eventCounts() == [:])
    #expect(try store.parameters() == [:])
  }

  @Test("a database that cannot be opened: one message naming the file")
  func unusable() throws {
    let folder = TemporaryDirectory()
    folder.write("not.sqlite", "this is not a database, and it is long enough to be read as one")
    do {
      _ = try ProgressStore(path: folder.path("not.sqlite"))
      Issue.record("it opened")
    } catch {
      #expect(error.description.hasPrefix("\(folder.path("not.sqlite")): cannot open the progress database ("))
    }
  }
}
