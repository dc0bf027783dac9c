"""The adversarial security suite (issue 4): escapes, DoS, info leaks, tampering, fuzz, soak."""
