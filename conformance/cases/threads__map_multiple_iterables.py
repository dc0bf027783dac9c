from concurrent.futures import ThreadPoolExecutor
import operator

prices = [10.0, 20.5, 3.25]
qty = [3, 1, 4, 100]
with ThreadPoolExecutor(max_workers=2) as ex:
    totals = list(ex.map(operator.mul, prices, qty))
    print(totals, round(sum(totals), 2))
    it = ex.map(lambda s: s.strip().title(), ["  alice ", "BOB", " carol"], timeout=5)
    print(next(it), list(it))
    print(list(ex.map(abs, [])))
