import CFuzzDriver

/// A fuzz target's body: gets one input, and stops the process (a crash libFuzzer reports,
/// saving the input) when a property fails.
public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

/// Runs libFuzzer with the process's arguments, calling `callback` with each input.
public func runFuzzer(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ callback: FuzzCallback
) -> Int32 {
  var count = argc
  var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
  return LLVMFuzzerRunDriver(&count, &arguments, callback)
}

/// The input's bytes as an array.
public func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data, size > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Stops the process with `message` when `condition` fails; libFuzzer saves the input.
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}
