import os.path

paths = ["/a/b/c.txt", "a/b/", "c.tar.gz", "/", "", ".hidden", "a/../b/./c", "//x//y"]
for p in paths:
    print(repr(p), os.path.split(p), os.path.splitext(p))
    print("   base", repr(os.path.basename(p)), "dir", repr(os.path.dirname(p)),
          "norm", repr(os.path.normpath(p) if p else p), "abs?", os.path.isabs(p))
print(os.path.join("a", "b", "c"))
print(os.path.join("a", "/b", "c"))
print(os.path.join("a/", "b"))
print(os.path.commonprefix(["/usr/lib", "/usr/local", "/usr/libexec"]))
print(os.path.commonpath(["/usr/lib", "/usr/local/bin", "/usr/libexec"]))
print(os.path.relpath("/a/b/c", "/a/d"))
print(os.path.splitext("archive.tar.gz")[1], os.path.splitext(".bashrc"))
print(os.sep, os.extsep, os.curdir, os.pardir)
print(os.path.normcase("A/B"), os.path.expanduser("plain"))
