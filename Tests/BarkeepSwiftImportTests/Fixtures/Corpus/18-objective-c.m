// An Objective-C file: out of scope.
