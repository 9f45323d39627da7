// etcd at the version Kubernetes 1.35 pins (its go.mod), the server's own entry point.
package main

import (
	"os"

	"go.etcd.io/etcd/server/v3/etcdmain"
)

func main() {
	etcdmain.Main(os.Args)
}
