import CLua
import TourCore

/// `tour.t(key, ...)`: the tour's string for the current locale (`--locale`, else the source
/// language), its plural form chosen by the first number among the arguments (each `%#@part@`
/// of a catalog string by its own argument), its device variation by the device's family, an
/// item of a list by the first argument; its placeholders filled from the arguments; under a
/// pseudo-locale the source string transformed. A fallback (a missing locale or key, a string
/// not read) is a warning, once each.
struct TranslationBinding {
  unowned let context: BridgeContext

  /// The body of `tour.t`.
  var body: ObjectBuilder.Body {
    { [unowned context] call throws(LuaCallError) in
      let key = try call.string(1)
      guard let strings = context.strings else {
        throw call.argumentError(
          1,
          context.stringsRead
            ? "tour.t needs the tour's strings: name them with strings = \"Localizable.xcstrings\", a res folder or a folder of <locale>.lua tables"
            : "tour.t works once the tour table is read: call it in a hook, not while the script loads")
      }
      var arguments: [StringFormat.Argument] = []
      if call.count >= 2 {
        for index in 2...call.count {
          switch call.stack.type(index) {
          case LUA_TNUMBER: arguments.append(.number(call.stack.number(index) ?? 0))
          case LUA_TSTRING: arguments.append(.text(call.stack.string(index) ?? ""))
          default: throw call.argumentError(index, "a string or number expected, got \(call.stack.typeName(index))")
          }
        }
      }
      let environment = context.controller.environment
      if context.lookedUpKeys.count < BridgeContext.mostLookedUpKeys { context.lookedUpKeys.insert(key) }
      var lookup = strings.lookup(key, in: environment)
      let formWarning: String?
      (lookup, formWarning) = strings.formFallback(lookup, key: key, arguments)
      if let formWarning {
        let message = call.scriptPosition() + " " + formWarning
        context.warnOnce(message)
      }
      if let problem = lookup.problem {
        let position = call.scriptPosition()
        if lookup.entry == nil, !context.unknownStrings.contains(where: { $0.key == key }) {
          context.unknownStrings.append((key, ScriptError(message: position + " x").line))
        }
        // A key no language has is the script's mistake: said at the line that asked.
        let message = lookup.entry == nil && !position.isEmpty ? position + " " + problem : problem
        context.warnOnce(message)
      }
      // An error about one argument names it as Lua counts them: the key is #1.
      let format: String
      let given = arguments.count
      do throws(StringTable.Entry.ResolutionError) {
        (format, arguments) = try StringTable.text(of: lookup, key: key, arguments, in: environment)
      } catch {
        throw call.argumentError(Int32(1 + (error.argument ?? 0)), "'\(key.quotedInMessage)' \(error.message)")
      }
      // Numbers in the locale's digits and decimal separator, as the platforms write %d and %f.
      do throws(StringFormat.FormatError) {
        call.stack.push(try StringFormat.fill(format, with: arguments, numbers: context.controller.readout.localeNumbers))
      } catch {
        // A list's index is not among the format's arguments.
        let argument = error.argument.map { 1 + given - arguments.count + $0 } ?? 1
        throw call.argumentError(Int32(argument), "'\(key.quotedInMessage)': \(error.message)")
      }
      return 1
    }
  }
}
