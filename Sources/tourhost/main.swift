import TourhostCommands

// tourhost: everything but the interactive mode, which lives in tourhost-live (beside this
// binary) with the live preview's HTTP server, so that a headless run starts fast.
TourhostCommandLine.main(interactive: LiveBinary.handOver, capture: LiveBinary.handOver)
