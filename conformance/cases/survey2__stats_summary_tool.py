import statistics as st
import math
from fractions import Fraction
import random

rng = random.Random(1234)
samples = [round(rng.gauss(50, 12), 2) for _ in range(40)]
print(samples[:5])
print("mean", round(st.mean(samples), 4), "fmean", round(st.fmean(samples), 4))
print("median", st.median(samples), "low", st.median_low(samples), "high", st.median_high(samples))
print("grouped", round(st.median_grouped([1, 2, 2, 3, 4, 4, 4, 5]), 4))
print("stdev", round(st.stdev(samples), 4), "pvar", round(st.pvariance(samples), 4))
print("quartiles", [round(q, 3) for q in st.quantiles(samples, n=4)])
print("deciles", [round(q, 2) for q in st.quantiles(samples, n=10, method="inclusive")])
print("mode", st.mode([3, 1, 3, 2, 1, 3]), "multimode", st.multimode("aabbbcccd"))
print("geo", round(st.geometric_mean([1, 2, 4, 8]), 6), "harm", st.harmonic_mean([40, 60]))
xs = list(range(1, 11))
ys = [2.1 * x + 0.5 + (0.3 if x % 2 else -0.3) for x in xs]
print("corr", round(st.correlation(xs, ys), 6), "cov", round(st.covariance(xs, ys), 6))
lr = st.linear_regression(xs, ys)
print(f"slope={lr.slope:.4f} intercept={lr.intercept:.4f}")
print(st.mean([Fraction(1, 3), Fraction(1, 6)]), st.median([Fraction(1, 2), Fraction(3, 4)]))
nd = st.NormalDist(mu=100, sigma=15)
print(round(nd.cdf(130), 6), round(nd.inv_cdf(0.975), 4), round(nd.pdf(100), 6))
print(nd, nd + 5, nd * 2)
fit = st.NormalDist.from_samples(samples)
print(round(fit.mean, 3), round(fit.stdev, 3), round(nd.overlap(st.NormalDist(110, 15)), 6))
print([round(z, 3) for z in (nd.zscore(85), nd.zscore(121))])
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.stdev([1.0])
except st.StatisticsError as e:
    print("StatisticsError:", e)
hist = {}
for s in samples:
    b = int(s // 10) * 10
    hist[b] = hist.get(b, 0) + 1
for b in sorted(hist):
    print(f"{b:>3}-{b + 9:<3} {'#' * hist[b]}")
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.isclose(sum([0.1] * 10), 1.0))
print(math.prod(range(1, 8)), math.comb(10, 3), math.perm(6, 2), math.isqrt(99), math.dist((0, 0), (3, 4)))
print(math.gcd(84, 36, 120), math.lcm(4, 6, 10), math.log2(1024), math.log(1000, 10), math.copysign(3, -0.0))
print(math.trunc(-3.7), math.floor(-3.2), math.ceil(3.2), math.modf(3.75), math.frexp(8.0), math.ldexp(0.5, 4))
print(math.nextafter(1.0, 2.0) - 1.0 == math.ulp(1.0), math.inf > 1e308, math.isnan(math.nan), round(math.tau, 5))
