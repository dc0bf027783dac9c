# Tokenising command lines and quoting arguments
import shlex

for line in ['git commit -m "fix: handle empty input"', "grep -r 'TODO|FIXME' src/",
             "echo a\\ b c", 'cmd --opt="value with spaces" # trailing comment',
             "", "   spaced   out   "]:
    print(shlex.split(line), shlex.split(line, comments=True))
print(shlex.split('a "b c" d', posix=False))
args = ["rm", "-rf", "my dir", "it's", "$(evil)", ""]
print(shlex.join(args), [shlex.quote(a) for a in args])
print(shlex.split(shlex.join(args)) == args)
