print("layout-bench")
