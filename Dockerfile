# The plugin image: build dist/ with node, serve it with nginx as non-root on 9443 with TLS
# from the OpenShift service-serving certificate (mounted at /var/serving-cert).
FROM registry.access.redhat.com/ubi9/nodejs-20:latest AS build
USER 0
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

FROM registry.access.redhat.com/ubi9/nginx-124:latest
COPY nginx.conf /etc/nginx/nginx.conf
COPY --from=build /src/dist /usr/share/nginx/html
USER 1001
EXPOSE 9443
CMD ["nginx", "-g", "daemon off;"]
