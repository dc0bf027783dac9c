import difflib
sm = difflib.SequenceMatcher(None, 'abcdef', 'abxdeg')
print(round(sm.ratio(), 4), sm.get_matching_blocks())
for op in sm.get_opcodes():
    print(op)
print(round(difflib.SequenceMatcher(None, 'hello', 'hallo').ratio(), 3))
print(difflib.get_close_matches('appel', ['ape', 'apple', 'peach', 'puppy']))
