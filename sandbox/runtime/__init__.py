"""Run-time support for compiled guest code: frames, guest objects, the access gate, builtins."""
