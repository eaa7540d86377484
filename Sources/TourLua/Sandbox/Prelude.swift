import CLua

/// The parts of the API written in Lua: what must yield (`tour.wait`), what calls `tostring`
/// (`tour.log`), and coroutines that pass host requests up. Runs once per state, before the
/// globals are locked, with `(sentinel, tour, log)` as arguments. (`load` in text mode is C:
/// `clua_load_text` in shim.h.)
enum Prelude {
  static let chunkName = "=[tourhost prelude]"

  /// Runs the compiled prelude on top of `state`'s stack, below its `arguments`: the host's
  /// own code, not the script's, so without the script's limits. Lua's status.
  static func run(_ state: LuaState, arguments: Int32, results: Int32) -> Int32 {
    clua_pcall(state.L, arguments, results, 0)
  }

  static let source = #"""
    local HOST, tour, host_log = ...
    local co_create, co_resume, co_yield, co_status =
      coroutine.create, coroutine.resume, coroutine.yield, coroutine.status
    local setmetatable = setmetatable
    local error, type, select, tostring, pcall = error, type, select, tostring, pcall
    local concat, format = table.concat, string.format

    -- tour.wait(seconds): suspends the running hook on the host clock; returns the time waited.
    function tour.wait(...)
      local seconds = ...
      if type(seconds) ~= "number" then
        local got = select("#", ...) == 0 and "no value" or type(seconds)
        error("bad argument #1 to 'wait' (number expected, got " .. got .. ")", 2)
      end
      -- As tour.after: a NaN or an infinity is named, not waited for (or not at all).
      if seconds ~= seconds then
        error("bad argument #1 to 'wait' (number must be finite, got nan)", 2)
      elseif seconds == 1/0 or seconds == -1/0 then
        error("bad argument #1 to 'wait' (number must be finite, got " .. (seconds > 0 and "inf" or "-inf") .. ")", 2)
      elseif seconds < 0 then
        error("bad argument #1 to 'wait' (seconds must not be negative)", 2)
      elseif seconds > 1e9 then
        error("bad argument #1 to 'wait' (number must lie within ±1e9, got " .. format("%.14g", seconds) .. ")", 2)
      end
      return co_yield(HOST, "wait", seconds)
    end

    -- tour.log(...): a log event; arguments are joined as print joins them.
    -- A __tostring that fails is the script's error: raised without the prelude's position
    -- (the host then names the script's line).
    function tour.log(...)
      local parts = {}
      for i = 1, select("#", ...) do
        local ok, text = pcall(tostring, (select(i, ...)))
        if not ok then error(text, 0) end
        parts[i] = text
      end
      host_log(concat(parts, "\t"))
    end

    -- A host request made inside one of the script's own coroutines goes up to the host, and
    -- the answer comes back down, so tour.wait works in coroutines too.
    local function forward(co, ...)
      local ok, first = ...
      if ok and first == HOST and co_status(co) == "suspended" then
        return forward(co, co_resume(co, co_yield(select(2, ...))))
      end
      return ...
    end

    -- Argument errors name the function and the script's line, as stock Lua's do.
    local function expect(kind, name, ...)
      local value = ...
      if type(value) ~= kind then
        local got = select("#", ...) == 0 and "no value" or type(value)
        error("bad argument #1 to '" .. name .. "' (" .. kind .. " expected, got " .. got .. ")", 3)
      end
    end

    -- The script's own coroutines. A hook runs in a coroutine of the host's: a script that
    -- keeps it (coroutine.running()) cannot resume or close it from another hook while it waits.
    local own = setmetatable({}, { __mode = "k" })
    local function script_thread(name, co)
      if not own[co] then
        error("bad argument #1 to '" .. name .. "' (a hook's coroutine is tourhost's: "
          .. "only the host resumes or closes it)", 3)
      end
    end

    local function create(...)
      expect("function", "coroutine.create", ...)
      local co = co_create((...))
      own[co] = true
      return co
    end

    local function resume(...)
      expect("thread", "coroutine.resume", ...)
      local co = ...
      script_thread("coroutine.resume", co)
      return forward(co, co_resume(...))
    end

    local function wrap(...)
      expect("function", "coroutine.wrap", ...)
      local co = co_create((...))
      own[co] = true
      local function unwrap(ok, ...)
        if ok then return ... end
        local err = ...
        error(err, type(err) == "string" and 2 or 0)
      end
      return function(...)
        return unwrap(forward(co, co_resume(co, ...)))
      end
    end

    -- `own` goes to the registry, where the counted coroutine.close (shim.h) checks it too.
    return resume, wrap, create, own
    """#
}
