try:
    raise KeyError('config')
except KeyError as e:
    e.add_note('loading settings failed')
    print('notes:', e.__notes__)
    raise
