// LLVMFuzzerRunDriver is defined by libFuzzer, linked into each fuzz target.
#include "CFuzzDriver.h"
