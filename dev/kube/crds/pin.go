// Package crds pins github.com/openshift/api at its release-4.22 commit in go.sum: the tests
// read OpenShift's CustomResourceDefinitions (payload-manifests/crds) from that module's copy
// in the Go module cache, never from a copy in this repository.
package crds

import _ "github.com/openshift/api/machineconfiguration/v1"
