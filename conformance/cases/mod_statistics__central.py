import statistics as st
data = [2, 4, 4, 4, 5, 5, 7, 9]
print(st.mean(data), st.median(data), st.mode(data))
print(st.median([1, 3, 5]), st.median_low([1, 2, 3, 4]), st.median_high([1, 2, 3, 4]))
print(st.multimode('aabbbcccd'), st.mode(['red', 'blue', 'red']))
print(st.mean([1.5, 2.5]), st.fmean([1, 2, 3, 4]), st.geometric_mean([1, 4]))
print(st.harmonic_mean([40, 60]))
