def run(fail):
    log = []
    try:
        log.append('try')
        if fail:
            raise ValueError('boom')
    except ValueError:
        log.append('except')
    else:
        log.append('else')
    finally:
        log.append('finally')
    log.append('after')
    return log
print(run(False))
print(run(True))
