import shlex

for cmd in ['ls -la "My Documents"', "grep -r 'foo bar' .", r'echo a\ b "c \"d\""',
            "cmd --opt=1 # comment", "a 'b c' d"]:
    print(shlex.split(cmd))
print(shlex.split("x # y", comments=True))
print(shlex.quote("safe"), shlex.quote("needs quoting"), shlex.quote("it's"), shlex.quote(""))
print(shlex.join(["rm", "-f", "a file.txt", "x;y"]))
try:
    shlex.split('unterminated "quote')
except ValueError as e:
    print("ValueError:", e)
