# Fit a trend to price history with statistics.linear_regression and correlation.
import statistics
from statistics import NormalDist, linear_regression, correlation, fmean, pstdev

TICKERS = ["ACME", "GLOBX", "WAYNE", "BOGUS"]
series = {}
for t in TICKERS:
    try:
        series[t] = [p for _, p in get_price_history(t, days=8)]
    except KeyError as exc:
        print("no history:", exc)
for t, prices in series.items():
    xs = list(range(len(prices)))
    slope, intercept = linear_regression(xs, prices)
    print(f"{t:<6} slope={slope:+.3f} intercept={intercept:.2f} mean={fmean(prices):.2f} "
          f"pstdev={pstdev(prices):.3f}")
names = list(series)
for i, a in enumerate(names):
    for b in names[i + 1:]:
        print(f"corr({a},{b}) = {correlation(series[a], series[b]):+.4f}")
returns = [b / a - 1 for a, b in zip(series["ACME"], series["ACME"][1:])]
dist = NormalDist.from_samples(returns)
print(f"mu={dist.mean:.5f} sigma={dist.stdev:.5f} p(loss)={dist.cdf(0):.3f}")
print(f"95% band: {dist.inv_cdf(0.025):+.4f} .. {dist.inv_cdf(0.975):+.4f}")
print(statistics.median_low([1, 3, 5, 7]), statistics.median_high([1, 3, 5, 7]),
      statistics.median_grouped([1, 2, 2, 3, 4]))
print(statistics.multimode("aabbc"), statistics.geometric_mean([1, 10, 100]))
print(statistics.variance([2.5, 3.25, 5.5, 11.25]), statistics.pvariance([1, 2, 3, 4]))
try:
    statistics.mean([])
except statistics.StatisticsError as exc:
    print("StatisticsError:", exc)
print(NormalDist(100, 15).overlap(NormalDist(110, 15)), NormalDist(0, 1).zscore(1.5))
