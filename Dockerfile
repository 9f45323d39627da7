# Two images from one file:
#   podman build --target controller -t …/os-update-controller .   the in-cluster controller
#   podman build -t …/os-update-plugin .                           the plugin (the last stage)

# The in-cluster controller: the command line bundled into one file on a minimal node base, non-root.
FROM registry.access.redhat.com/ubi9/nodejs-20:latest AS controller-build
USER 0
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build:controller

FROM registry.access.redhat.com/ubi9/nodejs-20-minimal:latest AS controller
COPY --from=controller-build /src/dist-controller/os-update.mjs /src/dist-controller/sql-wasm.wasm /opt/os-update/
USER 1001
ENTRYPOINT ["node", "/opt/os-update/os-update.mjs"]
CMD ["controller", "--health-port=8081"]

# The plugin: build dist/ with node, serve it with nginx as non-root on 9443 with TLS from the
# OpenShift service-serving certificate (mounted at /var/serving-cert).
FROM registry.access.redhat.com/ubi9/nodejs-20:latest AS build
USER 0
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

FROM registry.access.redhat.com/ubi9/nginx-124:latest AS plugin
COPY nginx.conf /etc/nginx/nginx.conf
COPY --from=build /src/dist /usr/share/nginx/html
USER 1001
EXPOSE 9443
CMD ["nginx", "-g", "daemon off;"]
