inputs = ['10', '0', 'x', '5', None, '-2']
results = []
for s in inputs:
    try:
        n = int(s)
        results.append(100 // n)
    except ValueError as e:
        results.append('V:' + str(e))
    except ZeroDivisionError:
        results.append('Z')
    except TypeError as e:
        results.append('T:' + type(e).__name__)
    else:
        results.append('ok')
    finally:
        results.append('|')
print(results)
