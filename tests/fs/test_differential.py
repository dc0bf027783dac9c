"""The same file programs under CPython (a real directory) and the sandbox (a read-write
mount at its working directory): stdout, the final exception and the files left behind."""

from __future__ import annotations

from pathlib import Path

import pytest

from .diff import compare

FILES: dict[str, str | bytes] = {
    "notes.txt": "first line\nsecond line\nthird\n",
    "crlf.txt": b"a\r\nb\r\nc",
    "data/a.csv": "name,value\nx,1\ny,2\n",
    "data/b.csv": "name,value\nz,30\n",
    "data/sub/c.csv": "name,value\nw,4\n",
    "data/readme.md": "# data\n",
    "config.toml": '[server]\nport = 8080\nhosts = ["a", "b"]\n',
    "blob.bin": bytes(range(256)),
    "empty/": "",
}

CASES = {
    "text_read": """
with open('notes.txt') as f:
    print(repr(f.readline()), f.tell(), repr(f.read(5)), f.readlines())
    f.seek(0)
    print([line.rstrip() for line in f], f.closed, f.mode, f.name)
print(f.closed)
f = open('notes.txt', encoding='utf-8')
print(f.read(), f.encoding, f.readable(), f.writable(), f.seekable())
f.close()
""",
    "text_write_modes": """
with open('out.txt', 'w') as f:
    print(f.write('one\\n'), f.writelines(['two\\n', 'three\\n']))
with open('out.txt', 'a') as f:
    f.write('four\\n')
    f.seek(0)
    f.write('five\\n')
print(open('out.txt').read())
with open('out.txt', 'r+') as f:
    f.write('ONE')
    f.seek(0)
    print(repr(f.read()))
with open('new.txt', 'x') as f:
    f.write('x')
try:
    open('new.txt', 'x')
except FileExistsError as e:
    print(type(e).__name__, e)
with open('w+.txt', 'w+') as f:
    f.write('abc\\ndef')
    f.seek(0)
    print(f.readlines(), f.truncate(2), f.tell())
print(repr(open('w+.txt').read()))
""",
    "newlines_and_encoding": """
print(repr(open('crlf.txt').read()), repr(open('crlf.txt', newline='').read()))
f = open('crlf.txt')
f.read()
print(repr(f.newlines))
with open('nl.txt', 'w', newline='\\r\\n') as f:
    f.write('a\\nb\\n')
print(open('nl.txt', 'rb').read())
with open('latin.txt', 'w', encoding='latin-1') as f:
    f.write('caf\\xe9')
print(open('latin.txt', 'rb').read(), open('latin.txt', encoding='latin-1').read())
try:
    open('latin.txt').read()
except UnicodeDecodeError as e:
    print('UnicodeDecodeError', e)
print(open('latin.txt', errors='replace').read())
""",
    "binary": """
with open('blob.bin', 'rb') as f:
    print(f.read(4), f.tell(), f.seek(-2, 2), f.read(), f.seek(10), f.read(3))
print(open('blob.bin', 'rb'))
with open('out.bin', 'wb') as f:
    print(f.write(b'\\x00\\x01'), f.write(bytearray(b'xy')))
with open('out.bin', 'ab') as f:
    f.write(b'!')
with open('out.bin', 'r+b') as f:
    f.seek(1)
    f.write(b'Z')
    f.seek(0)
    print(f.read(), f)
print(open('out.bin', 'rb').read())
try:
    open('out.bin', 'wb').write('text')
except TypeError as e:
    print('TypeError', e)
""",
    "errors": """
import io
for call in [lambda: open('missing.txt'), lambda: open('data'), lambda: open('notes.txt/x'),
             lambda: open('nodir/x.txt', 'w'), lambda: open('notes.txt', 'rw'),
             lambda: open('notes.txt', 'rb', encoding='utf-8'), lambda: open('notes.txt', 'q'),
             lambda: open('notes.txt', 'r', encoding='nope'), lambda: open(3.5),
             lambda: open('notes.txt', newline='x'), lambda: open('notes.txt', 'tb'),
             lambda: open('notes.txt', 'b')]:
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
f = open('notes.txt')
for call in [lambda: f.write('x'), lambda: open('w.txt', 'w').read(),
             lambda: open('w.bin', 'wb').read(), lambda: open('notes.txt', 'rb').write(b'')]:
    try:
        call()
    except io.UnsupportedOperation as e:
        print('UnsupportedOperation', e)
f.close()
for call in [f.read, f.readline, lambda: next(f), f.tell]:
    try:
        call()
    except ValueError as e:
        print('ValueError', e)
""",
    "uncaught": """
print('before')
open('no/such/file.txt')
""",
    "os_functions": """
import os
print(os.getcwd() == os.path.abspath('.'), sorted(os.listdir('data')), os.listdir('empty'))
os.makedirs('a/b/c')
os.makedirs('a/b/c', exist_ok=True)
try:
    os.makedirs('a/b')
except FileExistsError as e:
    print('FileExistsError', e)
os.mkdir('a/d')
os.rename('a/d', 'a/e')
print(sorted(os.listdir('a')), os.path.isdir('a/e'), os.path.exists('a/d'))
with open('a/f.txt', 'w') as f:
    f.write('12345')
print(os.path.getsize('a/f.txt'), os.stat('a/f.txt').st_size, os.path.isfile('a/f.txt'))
os.replace('a/f.txt', 'a/g.txt')
os.remove('a/g.txt')
for call in [lambda: os.remove('a'), lambda: os.rmdir('a'), lambda: os.rmdir('nope'),
             lambda: os.listdir('notes.txt'), lambda: os.mkdir('a'), lambda: os.remove('zz'),
             lambda: os.rename('zz', 'yy'), lambda: os.chdir('notes.txt')]:
    try:
        call()
    except OSError as e:
        print(type(e).__name__, e.errno, e)
os.chdir('data')
print(sorted(os.listdir()), os.path.exists('a.csv'))
os.chdir('..')
walked = [(os.path.relpath(d), sorted(ds), sorted(fs)) for d, ds, fs in os.walk('data')]
print(sorted(walked))
print(sorted(os.path.relpath(d) for d, ds, fs in os.walk('data', topdown=False)))
os.removedirs('a/b/c')
print(os.path.exists('a/b'), os.path.exists('a'))
from pathlib import Path
class P:
    def __fspath__(self):
        return 'notes.txt'
print(isinstance(Path('x'), os.PathLike), isinstance(P(), os.PathLike), open(P()).read(5))
with open('printed.txt', 'w') as f:
    print('hello', 1, file=f)
    print('world', end='!', file=f)
print(repr(open('printed.txt').read()))
""",
    "scandir": """
import os
with os.scandir('data') as it:
    entries = sorted(it, key=lambda e: e.name)
for e in entries:
    size = e.stat().st_size if e.is_file() else None
    print(e.name, e.path, e.is_dir(), e.is_file(), e.is_symlink(), size, repr(e), os.fspath(e))
print(sorted(e.name for e in os.scandir()), isinstance(entries[0], os.DirEntry))
print(sorted(e.name for e in os.scandir(b'data')), type(os.scandir('.')).__name__)
print(sum(e.stat().st_size for e in os.scandir('data') if e.is_file(follow_symlinks=False)))
try:
    os.scandir('missing')
except FileNotFoundError as e:
    print(e)
try:
    os.scandir('notes.txt')
except NotADirectoryError as e:
    print(e)
it = os.scandir('data')
it.close()
print(list(it))
""",
    "os_path_strings": """
import os.path as p
print(p.join('a', 'b', '/c', 'd'), p.basename('/x/y.txt'), p.dirname('/x/y.txt'),
      p.splitext('arch.tar.gz'), p.split('a/b/'), p.normpath('a//b/./c/../d'),
      p.isabs('/a'), p.isabs('a'), p.commonprefix(['/ab/c', '/ab/d']),
      p.commonpath(['/a/b/c', '/a/b/d']), p.relpath('/a/b', '/a'), p.sep,
      p.splitext('.bashrc'), p.join(b'a', b'b'), p.basename(b'x/y'))
""",
    "pathlib": """
from pathlib import Path, PurePosixPath, PurePath
p = Path('data') / 'sub' / 'c.csv'
print(p, repr(p), p.name, p.stem, p.suffix, p.parent, p.parts, p.exists(), p.is_file())
print(sorted(x.name for x in Path('data').iterdir()), Path('data').is_dir())
print(sorted(str(x) for x in Path('data').glob('*.csv')))
print(sorted(str(x) for x in Path('data').rglob('*.csv')))
print(sorted(str(x) for x in Path('.').glob('**/*.md')))
print(sorted(str(x) for x in Path('data').glob('**')))
q = Path('made/deep/er')
q.mkdir(parents=True)
q.mkdir(parents=True, exist_ok=True)
(q / 'f.txt').write_text('hello')
print((q / 'f.txt').read_text(), (q / 'f.txt').read_bytes(), (q / 'f.txt').stat().st_size)
print((q / 'g.bin').write_bytes(b'12'), sorted(x.name for x in q.iterdir()))
(q / 'g.bin').rename(q / 'h.bin')
(q / 'h.bin').unlink()
(q / 'h.bin').unlink(missing_ok=True)
Path('touched').touch()
print(Path('touched').exists(), Path('touched').read_text() == '')
print(Path('x/../y').resolve() == Path.cwd() / 'y', Path('rel').absolute() == Path.cwd() / 'rel')
pp = PurePosixPath('/a/b.tar.gz')
print(pp.suffixes, pp.with_suffix('.zip'), pp.with_name('c'), pp.with_stem('d'),
      pp.relative_to('/a'), pp.is_relative_to('/b'), pp.match('*.gz'), pp.anchor,
      list(pp.parents), pp.parents[0], len(pp.parents), PurePath('x') == PurePosixPath('x'),
      sorted([PurePosixPath('b'), PurePosixPath('a')]),
      hash(pp) == hash(PurePosixPath('/a/b.tar.gz')))
for call in [lambda: Path('missing').read_text(), lambda: Path('made').mkdir(),
             lambda: Path('no/such').mkdir(), lambda: pp.relative_to('/c'),
             lambda: Path('data').rmdir(), lambda: PurePosixPath('/').with_name('x'),
             lambda: pp.with_suffix('gz'), lambda: list(Path('.').glob('')),
             lambda: Path('x').write_text(b'b'), lambda: Path(3)]:
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
""",
    "shutil_glob_fnmatch": """
import glob, shutil, os, fnmatch
print(sorted(glob.glob('data/*.csv')), sorted(glob.glob('**/*.csv', recursive=True)))
print(sorted(glob.glob('data/**', recursive=True)), sorted(glob.glob('*/')), glob.glob('nope*'))
print(sorted(glob.glob('*.csv', root_dir='data')), glob.glob('notes.txt'), glob.escape('a[b]*'))
print(shutil.copy('notes.txt', 'empty'), shutil.copyfile('notes.txt', 'copy.txt'))
print(shutil.copytree('data', 'data2'), sorted(os.listdir('data2')))
print(shutil.move('copy.txt', 'data2'), shutil.move('data2', 'moved'))
print(sorted(os.listdir('moved')))
shutil.rmtree('moved')
print(os.path.exists('moved'))
for call in [lambda: shutil.rmtree('nope'), lambda: shutil.rmtree('notes.txt'),
             lambda: shutil.copyfile('notes.txt', 'notes.txt'),
             lambda: shutil.copyfile('nope', 'x')]:
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
print(fnmatch.fnmatch('a.csv', '*.csv'), fnmatch.fnmatch('a.csv', '[!a]*'),
      fnmatch.filter(['x.py', 'y.txt', 'z.py'], '?.py'), fnmatch.fnmatchcase('A', 'a'))
""",
    "formats_on_files": """
import csv, json, tomllib
with open('data/a.csv', newline='') as f:
    rows = list(csv.DictReader(f))
print(rows)
with open('data/a.csv', newline='') as f:
    print(list(csv.reader(f)))
with open('out.csv', 'w', newline='') as f:
    w = csv.writer(f)
    w.writerow(['a', 'b,c', 'd"e'])
    w.writerows([[1, 2, 3]])
    dw = csv.DictWriter(f, fieldnames=['k', 'v'])
    dw.writeheader()
    dw.writerow({'k': 1, 'v': 2})
print(repr(open('out.csv').read()))
with open('out.json', 'w') as f:
    json.dump({'rows': rows, 'n': len(rows)}, f, indent=2)
with open('out.json') as f:
    print(json.load(f))
with open('config.toml', 'rb') as f:
    print(tomllib.load(f))
try:
    with open('config.toml') as f:
        tomllib.load(f)
except TypeError as e:
    print('TypeError', e)
""",
    "tempfile": """
import tempfile, os
from pathlib import Path
with tempfile.TemporaryDirectory() as d:
    Path(d, 'x.txt').write_text('x')
    print(os.listdir(d), os.path.isdir(d))
print(os.path.exists(d))
with tempfile.NamedTemporaryFile('w+', suffix='.txt') as f:
    f.write('hello')
    f.seek(0)
    print(f.read(), f.name.endswith('.txt'), os.path.exists(f.name))
print(os.path.exists(f.name))
t = tempfile.mkdtemp(prefix='pre')
print(os.path.basename(t).startswith('pre'), os.path.isdir(t), tempfile.gettempdir() != '')
""",
}


@pytest.mark.parametrize("where", ["read-write", "overlay", "memory"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_same_as_cpython(tmp_path: Path, name: str, where: str) -> None:
    compare(tmp_path, CASES[name], FILES, where)
