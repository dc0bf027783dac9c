def risky():
    try:
        return {}['k']
    except KeyError:
        return [][1]
print('start')
risky()
