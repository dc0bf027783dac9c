import statistics as st

scores = {"ann": [88, 92, 79], "bob": [65, 70, 72, 68], "cid": [95], "dee": [50, 99, 75, 80, 85]}
for name, xs in scores.items():
    sd = st.stdev(xs) if len(xs) > 1 else 0.0
    print(f"{name}: mean={st.mean(xs):.2f} median={st.median(xs)} sd={sd:.3f}")
everything = [x for xs in scores.values() for x in xs]
print(st.mode([1, 1, 2, 3, 3, 3]), st.multimode("aabbc"))
print(st.quantiles(everything, n=4))
print(st.pvariance(everything), round(st.variance(everything), 4))
print(st.fmean([1, 2, 3.5]), st.geometric_mean([1, 2, 4]), st.harmonic_mean([40, 60]))
print(st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.median_grouped([1, 2, 2, 3]))
print(round(st.correlation([1, 2, 3, 4], [2, 4, 5, 9]), 6))
print(st.linear_regression([1, 2, 3], [2, 4, 6.5]))
nd = st.NormalDist(100, 15)
print(round(nd.cdf(130), 4), round(nd.inv_cdf(0.5), 2), nd.mean, nd.stdev)
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
st.stdev([1])
