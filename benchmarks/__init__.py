"""Benchmarks: one script per measured path; figures go to docs/benchmarks.md."""
